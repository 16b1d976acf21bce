import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuName, RecordRouteName } from '@tenaga/contracts';

/**
 * The pages a feature serves, by the menu item or record page they open at. Each feature declares
 * them in its `pages.ts`; the router finds every such file, so no list elsewhere names them.
 */
export type FeaturePages = Partial<Record<MenuName | RecordRouteName, LazyExoticComponent<ComponentType>>>;

export function definePages<const P extends FeaturePages>(pages: P): P {
  return pages;
}
