import { queryOptions } from '@tanstack/react-query';
import { getMainMenu, getMe, getSettingMenu } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** Query keys of the signed-in session; everything is scoped by the account's key. */
export const sessionKeys = {
  all: (userKey: string) => ['session', userKey] as const,
  me: (userKey: string) => ['session', userKey, 'me'] as const,
  menu: (userKey: string, group: 'main' | 'setting') => ['session', userKey, 'menu', group] as const,
};

export const meQuery = (userKey: string) =>
  queryOptions({ queryKey: sessionKeys.me(userKey), queryFn: ({ signal }) => callApi(getMe, { signal }) });

export const menuQuery = (userKey: string, group: 'main' | 'setting') =>
  queryOptions({
    queryKey: sessionKeys.menu(userKey, group),
    queryFn: ({ signal }) => callApi(group === 'main' ? getMainMenu : getSettingMenu, { signal }),
  });
