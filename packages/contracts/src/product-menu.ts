import type { ApiModule, RecordRoute } from './api-module.ts';
import { MAIN_MENU_MAP, SETTINGS_MENU_MAP, type MenuEntry, type MenuName, type MenuNode } from './menu.ts';
import { API_MODULES } from './modules/index.ts';

/** Marks the items some module claims as developed (a group is developed through its children). */
export function withDeveloped(entries: readonly MenuEntry[], built: ReadonlySet<string>): MenuNode[] {
  return entries.map(({ children, ...entry }) => ({
    ...entry,
    developed: built.has(entry.name),
    ...(children ? { children: withDeveloped(children, built) } : {}),
  }));
}

/** The menu items the modules claim. */
export function builtMenuNames(modules: readonly ApiModule[]): ReadonlySet<MenuName> {
  return new Set(modules.flatMap((module) => module.menu));
}

const BUILT = builtMenuNames(API_MODULES);

/** The product's menus as the server serves them and the web reads them. */
export const MAIN_MENU: readonly MenuNode[] = withDeveloped(MAIN_MENU_MAP, BUILT);
export const SETTINGS_MENU: readonly MenuNode[] = withDeveloped(SETTINGS_MENU_MAP, BUILT);

type ModuleRecords<M> = M extends { readonly records: readonly (infer R)[] } ? R : never;
type AnyRecordRoute = ModuleRecords<(typeof API_MODULES)[number]>;
export type RecordRouteName = AnyRecordRoute['name'];

/** Record pages (spec §2 named routes for one record) of every module. */
export const RECORD_ROUTES: readonly (RecordRoute & { readonly name: RecordRouteName })[] = API_MODULES.flatMap(
  (module): readonly RecordRoute[] => ('records' in module ? module.records : []),
) as readonly AnyRecordRoute[];
