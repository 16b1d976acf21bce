import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@tenaga/contracts';
import { useAuthenticatedSession } from '../../lib/session-context.tsx';
import { menuIcon } from './menu-icons.tsx';

type AntItem = Required<MenuProps>['items'][number];

/** Only built pages appear; a parent appears when one of its children does. */
function toAntItems(items: MenuItem[], label: (name: string) => string, depth = 0): AntItem[] {
  return [...items]
    .sort((a, b) => a.meta.order - b.meta.order)
    .flatMap((item): AntItem[] => {
      if (item.meta.type === 'dummy' || item.onboarding) return [];
      const children = item.children ? toAntItems(item.children, label, depth + 1) : [];
      if (children.length > 0)
        return [
          { key: item.path ?? item.name, label: label(item.name), icon: depth === 0 ? menuIcon(item.meta.icon) : undefined, children },
        ];
      if (!item.developed || !item.path) return [];
      // A link inside the item: screen readers list it with the page's links, and it opens in a new tab.
      return [
        { key: item.path, label: <Link to={item.path}>{label(item.name)}</Link>, icon: depth === 0 ? menuIcon(item.meta.icon) : undefined },
      ];
    });
}

/** Keys of the groups that lead to `path`, so the current page's group is open. */
function groupsLeadingTo(items: readonly MenuItem[], path: string, trail: string[] = []): string[] {
  for (const item of items) {
    const key = item.path ?? item.name;
    if (item.path && (path === item.path || path.startsWith(`${item.path}/`)) && !item.children?.length) return trail;
    const found = item.children ? groupsLeadingTo(item.children, path, [...trail, key]) : [];
    if (found.length) return found;
  }
  return [];
}

export function SideMenu({ area, onNavigate }: { readonly area: 'main' | 'settings'; readonly onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const { mainMenu, settingMenu } = useAuthenticatedSession();
  const navigate = useNavigate();
  const { pathname: location } = useLocation();
  // A record's page (an employee's profile) stands in the menu for the list it opens from.
  const listPath = useMatches()
    .map((match) => (match.handle as { menuPath?: string } | undefined)?.menuPath)
    .find(Boolean);
  const pathname = listPath ?? location;
  const tree = (area === 'main' ? mainMenu : settingMenu).ui;
  const items = useMemo(() => toAntItems(tree, (name) => t(name)), [tree, t]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupsLeadingTo(tree, pathname));
  // Arriving at a page in a closed group opens it; groups the user opened stay open.
  useEffect(() => {
    const needed = groupsLeadingTo(tree, pathname);
    setOpenKeys((open) => (needed.every((key) => open.includes(key)) ? open : [...new Set([...open, ...needed])]));
  }, [tree, pathname]);
  return (
    <Menu
      mode="inline"
      items={items}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      selectedKeys={[pathname]}
      onClick={({ key, domEvent }) => {
        // The link navigates by itself; Enter on the item and a click beside the link do not.
        if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) void navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
