import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

interface MenuItem {
  name: string;
  path?: string;
  meta: { type?: 'tab' | 'dummy' };
  developed: boolean;
  onboarding: boolean;
  children?: MenuItem[];
}

/**
 * Every page the server's menus (main and settings) give this user, as the side menu shows them:
 * built, not onboarding, not a placeholder. Pages added to the menu are scanned without a change here.
 */
export async function menuPages(request: APIRequestContext, token: string): Promise<string[]> {
  const paths: string[] = [];
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.developed && !item.onboarding && item.meta.type !== 'dummy' && item.path && !item.path.includes(':')) paths.push(item.path);
      if (item.children) walk(item.children);
    }
  };
  for (const menu of ['main', 'setting']) {
    const response = await request.get(`/api/v2/permissions/menu/${menu}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    walk(((await response.json()) as { data: { ui: MenuItem[] } }).data.ui);
  }
  return [...new Set(paths)];
}

/** The page has drawn its heading and its data (the real-time channel keeps a request open: no network wait). */
export async function pageReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
}

/** axe's serious and critical findings under WCAG 2.0 and 2.1 A and AA, one line each with the elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Text still fading or sliding in has less contrast than it will have: look once nothing moves.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Ids that more than one element carries: a label or aria reference to them names the wrong control. */
export async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`);
  });
}

/** What is wrong on the page as it is now, by kind: [] when nothing. */
export async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  const [violations, duplicates] = await Promise.all([seriousViolations(page), duplicateIds(page)]);
  return [...violations.map((line) => `${where} axe ${line}`), ...duplicates.map((id) => `${where} duplicate id ${id}`)];
}
