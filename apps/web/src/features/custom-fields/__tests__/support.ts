import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { MenuResponse, RegionLanguage } from '@tenaga/contracts';
import type { AuthenticatedSession } from '../../../lib/session-context.tsx';

/** A fetch stub for the file's tests, reset before each and removed after it with what was rendered. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
