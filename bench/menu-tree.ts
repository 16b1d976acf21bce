import type { MenuNode } from '@tenaga/contracts';

/** A menu of 200 developed pages in 20 groups (the "user with 200 menu items"). */
export function benchMenus(): { main: MenuNode[]; setting: MenuNode[] } {
  const group = (area: string, index: number): MenuNode => ({
    name: `${area}Group${index}`,
    order: index,
    developed: true,
    children: Array.from({ length: 10 }, (_, child) => ({
      name: `${area}Page${index}x${child}`,
      path: `/${area}/${index}/${child}`,
      order: child,
      developed: true,
    })),
  });
  return {
    main: Array.from({ length: 10 }, (_, index) => group('bench', index)),
    setting: Array.from({ length: 10 }, (_, index) => group('settings', index)),
  };
}
