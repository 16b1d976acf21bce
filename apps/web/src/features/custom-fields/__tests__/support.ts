import type { MenuResponse, RegionLanguage } from '@tenaga/contracts';
import type { AuthenticatedSession } from '../../../lib/session-context.tsx';

export const REGION: RegionLanguage = {
  language: 'en',
  timezone: 'Asia/Singapore',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
  currency: 'SGD',
};

/** A signed-in session whose role grants Settings › Custom field at this level (or not at all). */
export function sessionWith(customField: 'view' | 'edit' | null): AuthenticatedSession {
  const setting: MenuResponse = {
    ui: customField
      ? [
          {
            name: 'customField',
            path: '/settings/custom-field',
            meta: { order: 8, access: customField },
            developed: true,
            onboarding: false,
          },
        ]
      : [],
    routes: [],
  };
  return { me: { regionLanguage: REGION }, mainMenu: { ui: [], routes: [] }, settingMenu: setting } as unknown as AuthenticatedSession;
}
