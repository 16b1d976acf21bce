import { expect, type Locator, type Page } from '@playwright/test';
import { accessibilityProblems, menuPages, pageReady } from '../support/accessibility.ts';
import { apiClient, apiLogin, demoLogin, employeeBody, signIn, test } from '../support.ts';

/** Opens `path` the way a menu link does (no reload), so a long walk costs one app start. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  await pageReady(page);
}

/** Presses Tab until `target` has focus: what a keyboard user does to reach it. */
async function tabTo(page: Page, target: Locator, { max = 80 }: { max?: number } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabbing on and on inside an open drawer or dialog never leaves it. */
async function expectFocusTrapped(page: Page, container: Locator) {
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    const inside = await container.evaluate((element) => element.contains(document.activeElement));
    expect
      .soft(inside, `Tab ${presses + 1} left it for ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`)
      .toBe(true);
    if (!inside) return;
  }
}

// The walk over every page is cut into parts that run side by side: one long test would hold one
// worker for minutes at the end of the run while the other waits idle.
const ENGLISH_PARTS = 4;
const VIETNAMESE_PARTS = 2;
const part = <T>(items: T[], index: number, parts: number) => items.filter((_, position) => position % parts === index);

for (let index = 0; index < ENGLISH_PARTS; index += 1) {
  test(`every page of the menu and settings, part ${index + 1} of ${ENGLISH_PARTS}: no serious axe finding, no duplicate id (English)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, demoLogin('admin'), { path: '/home' });
    await pageReady(page);
    const paths = await menuPages(page.request, await apiLogin(page.request, demoLogin('admin')));
    expect(paths.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const path of part(paths, index, ENGLISH_PARTS)) {
      await openInApp(page, path);
      problems.push(...(await accessibilityProblems(page, path)));
    }
    expect.soft(problems).toEqual([]);
  });
}

test('a drawer, a modal and the filter panel: no serious axe finding, no duplicate id, focus kept inside and given back (English)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoLogin('admin'), { path: '/home' });
  await pageReady(page);
  const problems: string[] = [];

  // The advanced filter's panel: scanned open, then Escape closes it and gives focus back.
  await openInApp(page, '/employees');
  await page.getByRole('button', { name: 'Add Filter' }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await expect(panel).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'filter panel')));
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Filter' })).toBeFocused();

  // A modal: changing the password, from the account menu.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const modal = page.getByRole('dialog', { name: 'Change password' });
  await expect(modal).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'change password modal')));
  await expectFocusTrapped(page, modal);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // A drawer: adding a user.
  await openInApp(page, '/settings/access-level/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add user' });
  await expect(drawer).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'add user drawer')));
  await expectFocusTrapped(page, drawer);

  expect.soft(problems).toEqual([]);
});

for (let index = 0; index < VIETNAMESE_PARTS; index += 1) {
  test(`every page of the menu and settings at phone width in Vietnamese, part ${index + 1} of ${VIETNAMESE_PARTS}${index === 0 ? ', and the menu drawer' : ''}: no serious axe finding, no duplicate id`, async ({
    page,
    company,
  }) => {
    test.setTimeout(180_000);
    await apiClient(page.request, company.token).put('/users/me/region-language', { language: 'vi' });
    await signIn(page, company, { path: '/home' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await pageReady(page);
    const problems: string[] = [];
    // The company's administrator has no employee record, so the app hides My profile (spec §2).
    const paths = (await menuPages(page.request, company.token)).filter((path) => path !== '/profile');
    for (const path of part(paths, index, VIETNAMESE_PARTS)) {
      await openInApp(page, path);
      problems.push(...(await accessibilityProblems(page, path)));
    }
    if (index === 0) {
      await openInApp(page, '/home');
      await page.getByRole('button', { name: 'Mở menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
      problems.push(...(await accessibilityProblems(page, 'menu drawer')));
      await expectFocusTrapped(page, drawer);
    }
    expect.soft(problems).toEqual([]);
  });
}

test('keyboard only: from the list to a profile, edit a section, save; focus follows at each step', async ({ page, company, admin }) => {
  await admin.post('/employees', employeeBody({ firstName: 'Kira' }));
  await signIn(page, company, { path: '/employees' });
  await pageReady(page);

  const row = page.getByRole('link', { name: /^Kira/ });
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  // The new page's heading takes focus, so a screen reader announces it.
  const heading = page.getByRole('heading', { level: 1, name: /^Kira/ });
  await expect(heading).toBeFocused();

  const job = page.locator('#jobDetail');
  const edit = job.getByRole('button', { name: 'Edit Job' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  // Edit puts focus in the form; Escape cancels and gives it back to Edit.
  await expect(job.locator('form')).toBeVisible();
  await expect.poll(() => job.evaluate((section) => section.querySelector('form')!.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(job.locator('form')).toHaveCount(0);
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, job.getByLabel('Biometric number'));
  await page.keyboard.type('B-42');
  await tabTo(page, job.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(job.getByText('B-42')).toBeVisible();
  await expect(edit).toBeFocused();
});

test('a wide table at phone width scrolls with the arrow keys', async ({ page }) => {
  await signIn(page, demoLogin('admin'), { path: '/employees' });
  await page.setViewportSize({ width: 390, height: 844 });
  await pageReady(page);
  const box = page.getByRole('region', { name: /Table|Employee/ }).first();
  await tabTo(page, box);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
