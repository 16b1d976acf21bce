import { matchPath } from 'react-router';
import type { RecordRoute } from '@tenaga/contracts/api-module';
import { DEFAULT_SETTINGS_PATH } from '@tenaga/contracts/constants';
import { MAIN_MENU_MAP, SETTINGS_MENU_MAP, type MenuEntry, type MenuItem, type MenuName, type MenuResponse } from '@tenaga/contracts/menu';
// Data, not the modules' contracts: each page loads only the contracts it calls.
import { RECORD_ROUTES } from '@tenaga/contracts/record-routes';

/** Applies the per-user rules of spec §2 to a menu response (my-profile needs an employee). */
export function visibleMenu(menu: MenuResponse, { hasEmployee }: { hasEmployee: boolean }): MenuResponse {
  if (hasEmployee) return menu;
  const prune = (items: MenuItem[]): MenuItem[] =>
    items.filter((item) => item.name !== 'myProfile').map((item) => (item.children ? { ...item, children: prune(item.children) } : item));
  return { ui: prune(menu.ui), routes: menu.routes.filter((route) => route.name !== 'myProfile') };
}

const byOrder = (a: MenuItem, b: MenuItem) => a.meta.order - b.meta.order;

/**
 * Spec §2 landing rule: the first main-menu entry; when it has children, its first child by
 * order, unless that child is a tab.
 */
export function landingPath(main: MenuResponse): string | undefined {
  const first = [...main.ui].sort(byOrder)[0];
  if (!first) return undefined;
  const child = first.children?.length ? [...first.children].sort(byOrder)[0] : undefined;
  if (child && child.meta.type !== 'tab' && child.path) return child.path;
  return first.path ?? main.routes[0]?.path;
}

/** Settings routes: developed, not onboarding, not dummy (spec §2 settings area), by order. */
export function settingsItems(setting: MenuResponse): MenuItem[] {
  const flat: MenuItem[] = [];
  const walk = (items: MenuItem[]) => {
    for (const item of [...items].sort(byOrder)) {
      if (item.developed && !item.onboarding && item.meta.type !== 'dummy' && item.path) flat.push(item);
      if (item.children) walk(item.children);
    }
  };
  walk(setting.ui);
  return flat;
}

export function settingsLandingPath(setting: MenuResponse): string {
  return settingsItems(setting)[0]?.path ?? DEFAULT_SETTINGS_PATH;
}

function productPaths(nodes: readonly MenuEntry[]): string[] {
  return nodes.flatMap((node) => [...(node.path ? [node.path] : []), ...productPaths(node.children ?? [])]);
}

/** The named routes of spec §2 that open one record (they are not menu items); reports' are added with withReportRoutes. */
const RECORD_PATHS = [...RECORD_ROUTES.map((record) => record.path), '/reports/:id/', '/reports/:id/edit'];

/** Paths that exist in the product: a deep link to one the user may not use means lost access, not "not found". */
export const PRODUCT_PATHS: readonly string[] = [...productPaths(MAIN_MENU_MAP), ...productPaths(SETTINGS_MENU_MAP), ...RECORD_PATHS];

/** Whether an address is one of these route patterns ('/employee/:id/profile' matches '/employee/42/profile'). */
export function matchesAnyPath(patterns: Iterable<string>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const pattern of patterns) if (matchPath({ path: pattern, end: true }, path)) return true;
  return false;
}

/** The set of menu names, compared when the server says permissions changed (spec §4). */
export function menuSignature(main: MenuResponse, setting: MenuResponse): string {
  return [...main.routes, ...setting.routes]
    .map((route) => route.name)
    .sort()
    .join(',');
}

/**
 * Spec §2: the report routes (a report's table, and its designer) are added when the menu has
 * reports but lacks them, so a link to a saved report works for everyone who may see reports.
 */
export function withReportRoutes(main: MenuResponse): MenuResponse {
  if (!main.routes.some((route) => route.name === 'reports')) return main;
  const wanted = [
    { name: 'reportTable', path: '/reports/:id/' },
    { name: 'reportEdit', path: '/reports/:id/edit' },
  ].filter((route) => !main.routes.some((existing) => existing.name === route.name));
  return wanted.length ? { ...main, routes: [...main.routes, ...wanted] } : main;
}

/**
 * Spec §2 record pages (an employee's profile, a client contract's): each is added when the menu
 * grants the list it opens from (`under`), from which such records open.
 */
export function withRecordRoutes(main: MenuResponse, records: readonly RecordRoute[] = RECORD_ROUTES): MenuResponse {
  const granted = new Set(main.routes.map((route) => route.name));
  const wanted = records
    .filter((record) => granted.has(record.under) && !granted.has(record.name))
    .map(({ name, path }) => ({ name, path }));
  return wanted.length ? { ...main, routes: [...main.routes, ...wanted] } : main;
}

/** The list a record page opens from (its side-menu entry), or undefined for any other page. */
export function recordListOf(name: string): MenuName | undefined {
  return RECORD_ROUTES.find((record) => record.name === name)?.under;
}
