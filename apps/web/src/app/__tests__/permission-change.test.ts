import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MenuResponse } from '@tenaga/contracts/menu';
import { getMainMenu, getSettingMenu } from '@tenaga/contracts/modules/menu.contracts';
import { createPermissionChangeHandler, isPathAllowed, outcomeOf } from '../permission-change.ts';
import { contractCache } from '../../lib/contract-cache.ts';
import { apiError, setupFakeApi } from '../../test/fake-api.ts';

const menu = (...routes: [string, string][]): MenuResponse => ({ ui: [], routes: routes.map(([name, path]) => ({ name, path })) });
const MAIN = menu(['home', '/home']);
const SETTING = menu(['account', '/settings/account'], ['mailOutbox', '/settings/mail-outbox']);

describe('where a changed menu leaves the user (spec §4)', () => {
  it('allows the menu routes, pages under them and the always-open pages', () => {
    const menus = { main: MAIN, setting: SETTING };
    expect(isPathAllowed('/settings/mail-outbox', menus)).toBe(true);
    expect(isPathAllowed('/settings/mail-outbox/', menus)).toBe(true);
    expect(isPathAllowed('/settings/account/sessions', menus)).toBe(true);
    expect(isPathAllowed('/notifications', menus)).toBe(true);
    expect(isPathAllowed('/settings/mail-outboxes', menus)).toBe(false);
    expect(isPathAllowed('/settings/audit-trail', menus)).toBe(false);
  });

  it('logs out with nothing left, reloads on a page still allowed, leaves a page no longer allowed', () => {
    expect(outcomeOf({ main: menu(), setting: menu() }, '/home')).toBe('logout');
    expect(outcomeOf({ main: MAIN, setting: SETTING }, '/settings/account')).toBe('reload');
    expect(outcomeOf({ main: MAIN, setting: menu(['account', '/settings/account']) }, '/settings/mail-outbox')).toBe('leave-page');
  });
});

describe('the permission-change handler', () => {
  const api = setupFakeApi();
  let queryClient: QueryClient;
  // The cached menus of the account the handler serves.
  const menus = () => contractCache(queryClient, { userKey: 'demo/ann' });
  const modal = { confirm: vi.fn(), warning: vi.fn() };
  const reload = vi.fn();
  const serve = (main: MenuResponse, setting: MenuResponse) => {
    api.on(getMainMenu, main);
    api.on(getSettingMenu, setting);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    menus().set(getMainMenu, undefined, MAIN);
    menus().set(getSettingMenu, undefined, SETTING);
    window.history.replaceState(null, '', '/settings/mail-outbox');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  const handler = () =>
    createPermissionChangeHandler({ queryClient, modal: modal as never, t: ((key: string) => key) as never, userKey: 'demo/ann', reload });

  it('applies a menu with the same names silently (only levels changed)', async () => {
    const sameNames = {
      ...SETTING,
      ui: [{ name: 'account', path: '/settings/account', meta: { order: 1, access: 'view' as const }, developed: true, onboarding: false }],
    };
    serve(MAIN, sameNames);
    await handler().handle();
    expect(modal.confirm).not.toHaveBeenCalled();
    expect(menus().get(getSettingMenu)).toEqual(sameNames);
  });

  it('asks to reload when names differ, asks again 20 s after a no, and on yes leaves a page no longer allowed', async () => {
    serve(MAIN, menu(['account', '/settings/account']));
    await handler().handle();
    expect(modal.confirm).toHaveBeenCalledTimes(1);
    expect(modal.confirm.mock.calls[0]![0]).toMatchObject({ content: 'errors:changeByAdminMsg' });
    modal.confirm.mock.calls[0]![0].onCancel();
    vi.advanceTimersByTime(19_999);
    expect(modal.confirm).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(modal.confirm).toHaveBeenCalledTimes(2);
    modal.confirm.mock.calls[1]![0].onOk();
    expect(reload).not.toHaveBeenCalled();
    // The new routes apply; the not-allowed page then sends the user home with lostAccessMsg.
    expect(menus().get(getSettingMenu)!.routes).toEqual([{ name: 'account', path: '/settings/account' }]);
  });

  it('reloads when the page stays allowed, and logs out with the deleted-account message when nothing is left', async () => {
    window.history.replaceState(null, '', '/settings/account');
    serve(MAIN, menu(['account', '/settings/account']));
    await handler().handle();
    modal.confirm.mock.calls[0]![0].onOk();
    expect(reload).toHaveBeenCalledTimes(1);

    serve(menu(), menu());
    await handler().handle();
    modal.confirm.mock.calls[1]![0].onOk();
    expect(modal.warning).toHaveBeenCalledWith(expect.objectContaining({ content: 'errors:deletedAccountMsg' }));
  });

  it('ignores a menu response that is not a success', async () => {
    api.on(getMainMenu, apiError(500, { message: ['x'] }));
    api.on(getSettingMenu, apiError(500, { message: ['x'] }));
    await handler().handle();
    expect(modal.confirm).not.toHaveBeenCalled();
    expect(menus().get(getSettingMenu)).toEqual(SETTING);
  });
});
