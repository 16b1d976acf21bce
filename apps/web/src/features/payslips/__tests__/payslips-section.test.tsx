import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { downloadEmployeePayslip, listEmployeePayslips } from '@tenaga/contracts/modules/payslips.contracts';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionContext, type AuthenticatedSession } from '../../../lib/session-context.tsx';
import PayslipsSection from '../components/payslips-section.tsx';

const api = setupFakeApi();
const EMPLOYEE = '0b7e4c1e-5d2f-4f7a-9a51-3c2d1e0f9a88';
const RUN = '5d1f0c2a-8e3b-4c7d-9f1a-2b3c4d5e6f70';

function asEmployee() {
  const session = {
    me: {
      userInfo: { employeeID: EMPLOYEE },
      regionLanguage: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'SGD' },
    },
    mainMenu: { ui: [], routes: [] },
    settingMenu: { ui: [], routes: [] },
  } as unknown as AuthenticatedSession;
  return (
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <PayslipsSection employeeId={EMPLOYEE} />
      </SessionContext.Provider>
    </MemoryRouter>
  );
}

describe('PayslipsSection', () => {
  it('lists the payslips with their net pay and downloads the PDF of the one chosen', async () => {
    api.on(listEmployeePayslips, [
      {
        payrunId: RUN,
        period: '2026-01',
        status: 'approved',
        currency: 'SGD',
        gross: '4000.00',
        deductions: '800.00',
        net: '3200.00',
        protection: 'none',
      },
    ]);
    api.on(
      downloadEmployeePayslip,
      () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="payslip-2026-01-E001.pdf"' },
        }),
    );
    await renderWithProviders(asEmployee());
    expect(await screen.findByText('January 2026')).toBeTruthy();
    expect(screen.getByText('SGD 3,200.00')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download payslip January 2026' }));
    });
    expect(api.calls(downloadEmployeePayslip).map((call) => call.params)).toEqual([{ id: EMPLOYEE, payrunId: RUN }]);
  });

  it('tells the employee which rule their PDF password follows, never the password', async () => {
    api.on(listEmployeePayslips, [
      {
        payrunId: RUN,
        period: '2026-01',
        status: 'approved',
        currency: 'SGD',
        gross: '4000.00',
        deductions: '800.00',
        net: '3200.00',
        protection: 'dateOfBirth',
      },
    ]);
    await renderWithProviders(asEmployee());
    expect(
      await screen.findByText(
        'Your payslip PDFs are protected. The password is your date of birth as DDMMYYYY: someone born on 5 March 1990 types 05031990.',
      ),
    ).toBeTruthy();
  });

  it('says when there is none yet', async () => {
    api.on(listEmployeePayslips, []);
    await renderWithProviders(asEmployee());
    expect(await screen.findByText('No payslips yet. They appear here once a payrun is approved.')).toBeTruthy();
  });
});
