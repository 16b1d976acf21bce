import type { Locator, Page } from '@playwright/test';

/** Picks an option of the open antd select by its text (the listbox holds only the options near the active one). */
export async function pickOption(page: Page, option: string) {
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Opens an antd select and picks an option by its text. */
export async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await pickOption(page, option);
}

/** Types a date into an antd date picker in the company's format and confirms it. */
export async function typeDate(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}
