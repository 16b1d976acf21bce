import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of the open antd select by its text (the listbox holds only the options near the active one). */
export async function pickOption(page: Page, option: string) {
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Opens an antd select and picks an option by its text. */
export async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await pickOption(page, option);
}

/**
 * Types a date into an antd date picker in the company's format and confirms it. On a busy machine
 * the Enter can reach the picker before its panel has opened; the typed text is then dropped when
 * the field loses focus, so the date is typed again until the field keeps it.
 */
export async function typeDate(field: Locator, value: string) {
  await expect(async () => {
    await field.click();
    await field.fill(value);
    await field.press('Enter');
    await field.blur();
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
