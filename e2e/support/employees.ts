import type { Page } from '@playwright/test';
import { sgCheckLetter } from '@tenaga/domain';
import { choose, pickOption } from './antd.ts';

/**
 * A Singapore NRIC with its check letter: from a sequence number when a test needs to know it
 * again (an import file and its fix), else random, so that tests sharing a company never collide.
 */
export function nric(sequence?: number): string {
  const digits =
    sequence === undefined ? Array.from({ length: 7 }, () => Math.floor(Math.random() * 10)).join('') : String(sequence).padStart(7, '0');
  return `S${digits}${sgCheckLetter('S', digits)}`;
}

/** A body for POST /employees with what the form requires: a Singapore employee paid 3000.00 by bank transfer from 2 Jan 2024. */
export function employeeBody(person: {
  firstName: string;
  lastName?: string;
  identificationNumber?: string;
  employmentNumber?: string;
  account?: unknown;
  others?: unknown[];
}) {
  return {
    personal: {
      identificationType: 'SG_NRIC',
      identificationNumber: person.identificationNumber ?? nric(),
      firstName: person.firstName,
      lastName: person.lastName ?? 'Tan',
      phones: [],
    },
    job: {
      employmentNumber: person.employmentNumber ?? `E-${Math.random().toString(36).slice(2, 8)}`,
      hiringDate: '2024-01-02',
      employmentType: 0,
    },
    payment: { paymentModeId: 1, salary: '3000.00' },
    ...(person.account ? { account: person.account } : {}),
    ...(person.others ? { others: person.others } : {}),
  };
}

/** Adds one rule with the employee list's advanced filter ("Add Filter"): the category, its condition if not the default, a value. */
export async function filterEmployees(page: Page, rule: { by: string; condition?: string; value: string }) {
  await page.getByRole('button', { name: 'Add Filter' }).click();
  // The categories' list shows only those near the top: typing narrows it to the one wanted.
  await page.getByLabel('Filter by').fill(rule.by);
  await pickOption(page, rule.by);
  if (rule.condition) await choose(page, page.getByLabel('Condition'), rule.condition);
  await choose(page, page.getByLabel('Values'), rule.value);
  await page.getByRole('button', { name: 'Apply' }).click();
}
