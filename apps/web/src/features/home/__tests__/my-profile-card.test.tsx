import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getEmployeeBrief } from '@tenaga/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { MyProfileCard } from '../components/my-profile-widget.tsx';

const api = setupFakeApi();
afterEach(cleanup);

const SITI = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';

describe('my profile on the home page', () => {
  it('shows the person’s own record, dated in their format, with the way to it', async () => {
    api.on(getEmployeeBrief, {
      id: SITI,
      employmentNumber: 'E0004',
      fullName: 'Siti Nurhaliza',
      jobTitle: 'Operations Supervisor',
      department: null,
      hiringDate: '2021-08-02',
      cessationDate: null,
      version: 3,
      self: true,
      canArchive: false,
      hasPhoto: false,
    });
    await renderWithProviders(
      <MemoryRouter>
        <MyProfileCard employeeId={SITI} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Operations Supervisor')).toBeTruthy();
    expect(screen.getByText('02/08/2021')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my profile' }).getAttribute('href')).toBe('/profile');
    expect(api.calls(getEmployeeBrief)[0]?.params).toEqual({ id: SITI });
  });
});
