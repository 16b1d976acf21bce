import { expect } from '@playwright/test';
import enUS from 'antd/locale/en_US.js';
import idID from 'antd/locale/id_ID.js';
import msMY from 'antd/locale/ms_MY.js';
import zhCN from 'antd/locale/zh_CN.js';
import viVN from 'antd/locale/vi_VN.js';
import { en, loadCatalog } from '@tenaga/i18n';
import { signIn, test } from '../support.ts';

type AntdLocale = { Table?: { triggerAsc?: string } };
// The locale files are CommonJS: the object may sit under `default`.
const sortHint = (locale: AntdLocale & { default?: AntdLocale }) => (locale.default ?? locale).Table!.triggerAsc!;

const LANGUAGES = [
  { code: 'id', name: 'Bahasa Indonesia', antd: idID, html: 'id' },
  { code: 'ms', name: 'Bahasa Melayu', antd: msMY, html: 'ms' },
  { code: 'zh', name: '中文', antd: zhCN, html: 'zh-CN' },
  { code: 'vi', name: 'Tiếng Việt', antd: viVN, html: 'vi' },
  { code: 'en', name: 'English', antd: enUS, html: 'en' },
] as const;

test('each of the five languages translates the menu, the page and antd’s own texts', async ({ page, company }) => {
  await signIn(page, company);
  await page.goto('/settings/mail-outbox');
  for (const language of LANGUAGES) {
    const catalog = language.code === 'en' ? en : await loadCatalog(language.code);
    await page.getByRole('combobox', { name: /Language|Bahasa|语言|Ngôn ngữ/ }).selectOption(language.code);
    await expect(page.locator('html')).toHaveAttribute('lang', language.html);
    const menu = catalog.menu as Record<string, string>;
    await expect(page.getByRole('menuitem', { name: menu.regionLanguage })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(menu.mailOutbox!);
    // antd's own text: the sort hint of a sortable column header.
    await page.getByRole('columnheader').nth(1).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: sortHint(language.antd) })).toBeVisible();
    await page.mouse.move(0, 0);
  }
});
