import { expect } from '@playwright/test';
import { signIn, test } from '../support.ts';

interface Policy {
  id: string;
  name: string;
  categoryId: string;
  rules: { entitlement: { kind: string; days?: string } } & Record<string, unknown>;
  versions: { effectiveFrom: string | null; rules: { entitlement: { kind: string; days?: string } } }[];
}

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };

test('HR changes a policy in use from next year, sees the first rules kept, and withdraws the scheduled version', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  const policies = await admin.post<{ data: Policy[] }>('/timeoff/policies/table', TABLE);
  const annual = policies.data.find((row) => row.rules.entitlement.kind === 'byService')!;
  const category = await admin.post<{ id: string }>('/timeoff/categories', { name: 'Study leave', description: '' });
  const study = await admin.post<Policy>('/timeoff/policies', {
    categoryId: category.id,
    name: 'Study',
    rules: { ...annual.rules, leaveYear: 'calendar', entitlement: { kind: 'fixed', days: '12' } },
  });
  await admin.post('/timeoff/profiles', { name: 'Students', description: '', policyIds: [study.id] });
  const nextYear = new Date().getUTCFullYear() + 1;

  await signIn(page, company, { path: '/settings/timeoff/policy' });
  await page.getByRole('button', { name: 'Edit: Study' }).click();
  const drawer = page.getByRole('dialog', { name: 'Change policy' });
  await expect(drawer.getByRole('region', { name: 'Versions' })).toContainText('First rules');
  await drawer.getByLabel('Days a year').fill('18');
  await drawer.getByLabel('Part time').check();
  // A policy in use changes from a date; for a calendar leave year the next 1 January is offered.
  await expect(drawer.getByLabel('As a new version from a date')).toBeChecked();
  await expect(drawer.getByLabel('From', { exact: true })).toHaveValue(`01/01/${nextYear}`);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: false })).toBeVisible();

  const saved = await admin.post<{ data: Policy[] }>('/timeoff/policies/table', TABLE);
  const eligibility = (rules: unknown) => (rules as { eligibility: { employmentTypes: string[] | null } }).eligibility.employmentTypes;
  expect(saved.data.find((item) => item.id === study.id)!.versions.map((version) => eligibility(version.rules))).toEqual([null, ['1']]);

  // The list shows the rules in force today and the change to come.
  const row = page.getByRole('row', { name: /Study leave/ });
  await expect(row).toContainText('12 d');
  await expect(row).toContainText(`Changes on 01/01/${nextYear}`);

  await page.getByRole('button', { name: 'Edit: Study' }).click();
  const versions = drawer.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').nth(1)).toContainText('Scheduled');
  await expect(drawer.getByLabel('Days a year')).toHaveValue('18');
  await versions.getByRole('button', { name: 'Show First rules' }).click();
  await expect(drawer.getByLabel('Days a year')).toHaveValue('12');
  await expect(drawer.getByLabel('Days a year')).toBeDisabled();
  await expect(drawer.getByText('Only the latest version can be changed.', { exact: false })).toBeVisible();

  await versions.getByRole('button', { name: 'Withdraw this version' }).click();
  await page
    .getByRole('dialog', { name: `Withdraw the version from 01/01/${nextYear}?` })
    .getByRole('button', { name: 'Withdraw this version' })
    .click();
  await expect(page.getByText('Version withdrawn.')).toBeVisible();
  await expect(row).not.toContainText('Changes on');
  const after = await admin.post<{ data: Policy[] }>('/timeoff/policies/table', TABLE);
  expect(after.data.find((item) => item.id === study.id)!.versions).toHaveLength(1);
});
