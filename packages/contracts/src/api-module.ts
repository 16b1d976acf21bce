import type { MenuName } from './menu.ts';

/**
 * A page of spec §2's named routes that opens one record (not a menu item): reachable when the
 * role is granted the list it belongs to (`under`), e.g. an employee's profile under the list.
 */
export interface RecordRoute {
  readonly name: string;
  readonly path: string;
  readonly under: MenuName;
}

/**
 * What one module of the API builds, declared beside its routes: the menu items it serves and the
 * record pages under them. The product menu marks claimed items developed, so no other file lists
 * them; a module's issue adds its items here when its pages exist.
 */
export interface ApiModule {
  readonly name: string;
  readonly menu: readonly MenuName[];
  readonly records?: readonly RecordRoute[];
}

export function defineApiModule<const M extends ApiModule>(module: M): M {
  return module;
}
