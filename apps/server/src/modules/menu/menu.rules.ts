import type { MenuItem, MenuNode, MenuResponse } from '@tenaga/contracts';

/** Serves a tree as the API does: only developed items, children ordered by meta.order. */
export function toMenuItems(nodes: readonly MenuNode[], onboarding = false): MenuItem[] {
  return [...nodes]
    .filter((node) => node.developed || (node.children ?? []).some((child) => child.developed))
    .sort((a, b) => a.order - b.order)
    .map((node) => {
      const children = node.children ? toMenuItems(node.children, onboarding) : undefined;
      return {
        name: node.name,
        ...(node.path ? { path: node.path } : {}),
        meta: { order: node.order, ...(node.type ? { type: node.type } : {}), ...(node.icon ? { icon: node.icon } : {}) },
        developed: node.developed || !!children?.length,
        onboarding: node.onboarding ?? onboarding,
        ...(children?.length ? { children } : {}),
      };
    });
}

/** Routes of a menu: every item with both a path and a name (spec §2). */
export function menuRoutes(items: readonly MenuItem[]): MenuResponse['routes'] {
  return items.flatMap((item) => [...(item.path && item.name ? [{ name: item.name, path: item.path }] : []), ...menuRoutes(item.children ?? [])]);
}

export function menuNames(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.name, ...menuNames(item.children ?? [])]);
}
