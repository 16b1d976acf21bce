import { beforeEach, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  checkEmployeeImport,
  checkEmployeeImportSchedule,
  importEmployees,
  type ImportCheck,
} from '@tenaga/contracts/modules/imports.contracts';
import { getJob } from '@tenaga/contracts/modules/jobs.contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, setupFakeApi } from '../../../test/fake-api.ts';
import { ImportPage } from '../components/import-page.tsx';
import { formatFileSize } from '../model/read-file.ts';

const api = setupFakeApi();
beforeEach(() => api.on(checkEmployeeImportSchedule, { active: null }));

const BROKEN: ImportCheck = {
  valid: false,
  rows: 3,
  problemCount: 2,
  rowsWithProblems: 1,
  problems: [
    {
      row: null,
      column: null,
      columnLabel: 'Shoe size',
      cell: 'P1',
      code: 'invalidColumnMsg',
      message: '“Shoe size” is not a column of this import.',
    },
    {
      row: 3,
      column: 'identificationNumber',
      columnLabel: 'Identification number',
      cell: 'E3',
      code: 'reCheckCellDataMsg',
      message: 'Please re-check this cell: Identification number is not valid',
    },
  ],
};
const CLEAN: ImportCheck = { valid: true, rows: 3, problemCount: 0, rowsWithProblems: 0, problems: [] };

async function renderPage({ canImport = true }: { readonly canImport?: boolean } = {}) {
  await renderWithProviders(
    <MemoryRouter>
      <ImportPage kind="employees" canImport={canImport} />
    </MemoryRouter>,
  );
}

async function upload(name: string, content = 'employmentNumber,firstName\nE1,Ann\n') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } }));
}

/** The calls about the file (the page also asks whether another import is under way). */
const fileCalls = () => api.calls().filter((call) => call.route !== 'GET /employees/check_uniqueid_import_schedule');
const bodyOf = (call: number) => fileCalls()[call]!.body;

it('checks the uploaded file and shows each problem by row, cell and column; Import waits for a clean file', async () => {
  api.on(checkEmployeeImport, BROKEN);
  await renderPage();
  expect(screen.getByRole('heading', { name: 'Import employees' })).toBeTruthy();
  await upload('people.csv');

  expect(
    await screen.findByText('Rows with problems: 1 of 3. Problems found: 2. Fix them in your file, then upload it again.'),
  ).toBeTruthy();
  expect(fileCalls()[0]!.route).toBe('POST /employees/import/check');
  expect(bodyOf(0)).toEqual({ fileName: 'people.csv', content: btoa('employmentNumber,firstName\nE1,Ann\n') });
  const row = screen.getByText('Please re-check this cell: Identification number is not valid').closest('tr')!;
  expect(row.textContent).toContain('3');
  expect(row.textContent).toContain('Identification number');
  expect(screen.getByText('Whole file')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('Import is possible once the file has no problems.')).toBeTruthy();
});

it('imports a clean file as a job and says how many were created, with the way to the list', async () => {
  const jobId = '5d0b9c1e-8f0a-4a55-8a55-5f1c1d1e1f10';
  api.on(checkEmployeeImport, CLEAN);
  api.on(importEmployees, { jobId });
  api.on(getJob, {
    id: jobId,
    type: 'employees-import',
    status: 'succeeded',
    progress: 100,
    stepKey: null,
    result: { outcome: 'imported', kind: 'employees', created: 3, locations: 0 },
    errorKey: null,
    createdAt: 0,
    finishedAt: 1,
  });
  await renderPage();
  await upload('people.csv');
  expect(await screen.findByText('The file is ready to import. Rows to import: 3.')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));

  expect(await screen.findByText('Employees imported: 3.')).toBeTruthy();
  expect(fileCalls()[1]!.route).toBe('POST /employees/import');
  expect(screen.getByRole('button', { name: 'Go to the employee list' })).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import another file' })));
  expect(screen.getByText('Click or drag a file to this area')).toBeTruthy();
});

it('shows the problems when the file no longer passes the check inside the job', async () => {
  const jobId = '6d0b9c1e-8f0a-4a55-8a55-5f1c1d1e1f10';
  api.on(checkEmployeeImport, CLEAN);
  api.on(importEmployees, { jobId });
  api.on(getJob, {
    id: jobId,
    type: 'employees-import',
    status: 'succeeded',
    progress: 100,
    stepKey: null,
    result: { outcome: 'rejected', kind: 'employees', check: BROKEN },
    errorKey: null,
    createdAt: 0,
    finishedAt: 1,
  });
  await renderPage();
  await upload('people.csv');
  await screen.findByText('The file is ready to import. Rows to import: 3.');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
  expect(
    await screen.findByText('Nothing was imported: the file no longer passes the check. Records may have been added since you checked it.'),
  ).toBeTruthy();
  expect(screen.getByText('Please re-check this cell: Identification number is not valid')).toBeTruthy();
});

it('refuses a file over the size limit without sending it, and hides Import from a view-only role', async () => {
  await renderPage({ canImport: false });
  const big = new File([new Uint8Array(5_000_001)], 'huge.xlsx');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => fireEvent.change(input, { target: { files: [big] } }));
  expect(await screen.findByText('This file is larger than 5 MB. Split it into smaller files.')).toBeTruthy();
  expect(fileCalls()).toEqual([]);

  api.on(checkEmployeeImport, CLEAN);
  await upload('people.csv');
  await waitFor(() => expect(screen.getByText('The file is ready to import. Rows to import: 3.')).toBeTruthy());
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
});

it('waits for an import someone else started: says who and when, lets the file be checked, and enables Import once it is done', async () => {
  const startedAt = Date.UTC(2026, 10, 27, 2, 15);
  api.on(checkEmployeeImportSchedule, { active: { status: 'running', progress: 40, startedAt, startedBy: 'Aisha Rahman' } });
  api.on(checkEmployeeImport, CLEAN);
  await renderPage();
  expect(await screen.findByText('Another employee import is under way')).toBeTruthy();
  expect(screen.getByText(/^Aisha Rahman started it at .* \(40% done\)/)).toBeTruthy();
  await upload('people.csv');
  await screen.findByText('The file is ready to import. Rows to import: 3.');
  expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);

  api.on(checkEmployeeImportSchedule, { active: null });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
  expect(screen.queryByText('Another employee import is under way')).toBeNull();
});

it('says where the file was chosen which import limit it goes past', async () => {
  const message = 'Cell B2 holds more than 32,767 characters, the most a cell may hold. Shorten it and check the file again.';
  api.on(checkEmployeeImport, apiError(422, { message: [message], code: 'IMPORT_CELL_TOO_LONG' }));
  await renderPage();
  await upload('people.csv');
  expect((await screen.findByText(message)).closest('[role="alert"]')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
});

it('formats file sizes in units of 1000 (spec §9)', () => {
  expect(formatFileSize(5_000_000)).toBe('5 MB');
  expect(formatFileSize(5_242_880)).toBe('5.24 MB');
  expect(formatFileSize(999)).toBe('999 B');
  expect(formatFileSize(1500)).toBe('1.5 kB');
});
