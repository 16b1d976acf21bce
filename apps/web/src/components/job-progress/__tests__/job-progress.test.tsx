import { afterEach, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { downloadFile } from '@tenaga/contracts/modules/files.contracts';
import { getJob, type Job } from '@tenaga/contracts/modules/jobs.contracts';
import { en } from '@tenaga/i18n';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { fileNameFromDisposition } from '../../../lib/download.ts';
import { JobProgress } from '../job-progress.tsx';

const JOB_ID = '5d1f0a52-0c1e-4c1a-9d7e-2f4a1b3c5d6e';
const FILE_ID = '6d1f0a52-0c1e-4c1a-9d7e-2f4a1b3c5d6e';
const job = (patch: Partial<Job>): Job => ({
  id: JOB_ID,
  type: 'audit-export',
  status: 'running',
  progress: 40,
  stepKey: null,
  result: null,
  errorKey: null,
  createdAt: 0,
  finishedAt: null,
  ...patch,
});

const api = setupFakeApi();
afterEach(() => {
  vi.restoreAllMocks();
});

it('shows the translated step of a running job', async () => {
  api.on(getJob, job({ stepKey: 'audit:exportReading' }));
  await renderWithProviders(<JobProgress jobId={JOB_ID} />);
  expect(await screen.findByText('Reading the audit trail…')).toBeTruthy();
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
});

it('shows why a job failed', async () => {
  api.on(getJob, job({ status: 'failed', errorKey: 'errors:warningDefaultMsg' }));
  await renderWithProviders(<JobProgress jobId={JOB_ID} />);
  expect((await screen.findByRole('alert')).textContent).toContain(en.errors.warningDefaultMsg);
});

it('offers the finished file and saves it under the name the server gives', async () => {
  api.on(getJob, job({ status: 'succeeded', progress: 100, result: { fileId: FILE_ID, fileName: 'audit-trail.csv', rows: 3 } }));
  api.on(
    downloadFile,
    () =>
      new Response('a,b\r\n', {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename="audit-trail.csv"; filename*=UTF-8''${encodeURIComponent('审计记录.csv')}`,
        },
      }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();

  await renderWithProviders(<JobProgress jobId={JOB_ID} />);
  expect(await screen.findByText('Your file is ready.')).toBeTruthy();
  expect(screen.getByText('Rows: 3')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download/ })));
  await waitFor(() => expect(saved).toEqual(['审计记录.csv']));
  expect(String(api.fetch.mock.calls.at(-1)![0])).toBe(`/api/v2/files/${FILE_ID}`);
});

it('reads the file name of a Content-Disposition header', () => {
  expect(fileNameFromDisposition(`attachment; filename="a_b.xlsx"; filename*=UTF-8''a%20b.xlsx`)).toBe('a b.xlsx');
  expect(fileNameFromDisposition('attachment; filename="plain.csv"')).toBe('plain.csv');
  expect(fileNameFromDisposition(null)).toBeNull();
});
