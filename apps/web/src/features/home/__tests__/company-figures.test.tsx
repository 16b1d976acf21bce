import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { CompanyFigures } from '../components/company-figures.tsx';

const COMPANY = { companyName: 'Demo Pte. Ltd.', domain: 'demo', countryCode: 'SG' as const, createdAt: 0 };

afterEach(cleanup);

describe('the home page figures', () => {
  it('titles each group with whose figures they are: the whole company for an administrator', async () => {
    await renderWithProviders(
      <CompanyFigures
        facts={{ ...COMPANY, workforce: { scope: 'company', active: 44, archived: 6 }, activeUsers: 4, activeSessions: 2 }}
      />,
    );
    const workforce = screen.getByRole('region', { name: 'Employees · whole company' });
    expect(within(workforce).getByText('44')).toBeTruthy();
    const accounts = screen.getByRole('region', { name: 'User accounts · whole company' });
    expect(within(accounts).getByText('Signed-in sessions')).toBeTruthy();
  });

  it('says "your team" for a manager, and shows no company-wide figure they were not given', async () => {
    await renderWithProviders(
      <CompanyFigures
        facts={{ ...COMPANY, workforce: { scope: 'team', active: 3, archived: 1 }, activeUsers: null, activeSessions: null }}
      />,
    );
    expect(within(screen.getByRole('region', { name: 'Employees · your team' })).getByText('3')).toBeTruthy();
    expect(screen.queryByText(/whole company/)).toBeNull();
    expect(screen.queryByText('Active users')).toBeNull();
  });

  it('shows nothing to someone who sees only their own record', async () => {
    await renderWithProviders(<CompanyFigures facts={{ ...COMPANY, workforce: null, activeUsers: null, activeSessions: null }} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
