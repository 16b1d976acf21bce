import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@tenaga/contracts';
import { useAuthenticatedSession } from '../session-context.tsx';
import { menuIcon } from './menu-icons.tsx';

type AntItem = Required<MenuProps>['items'][number];

/** Only built pages appear; a parent appears when one of its children does. */
function toAntItems(items: MenuItem[], label: (name: string) => string, depth = 0): AntItem[] {
  return [...items]
    .sort((a, b) => a.meta.order - b.meta.order)
    .flatMap((item): AntItem[] => {
      if (item.meta.type === 'dummy' || item.onboarding) return [];
      const children = item.children ? toAntItems(item.children, label, depth + 1) : [];
      if (children.length > 0) return [{ key: item.path ?? item.name, label: label(item.name), icon: depth === 0 ? menuIcon(item.meta.icon) : undefined, children }];
      if (!item.developed || !item.path) return [];
      return [{ key: item.path, label: label(item.name), icon: depth === 0 ? menuIcon(item.meta.icon) : undefined }];
    });
}

export function SideMenu({ area, onNavigate }: { readonly area: 'main' | 'settings'; readonly onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const { mainMenu, settingMenu } = useAuthenticatedSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toAntItems((area === 'main' ? mainMenu : settingMenu).ui, (name) => t(name)), [area, mainMenu, settingMenu, t]);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
