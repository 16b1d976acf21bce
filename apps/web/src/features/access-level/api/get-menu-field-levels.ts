import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMenuFieldLevels, type FieldLevels, type MenuName } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';

/** The signed-in user's levels on the fields of the records one menu item shows (other people's records). */
export const fetchMenuFieldLevels = (menu: MenuName, signal?: AbortSignal): Promise<FieldLevels> =>
  callApi(getMenuFieldLevels, { params: { menu }, query: {}, signal });

export const menuFieldLevelsQueryOptions = (userKey: string, menu: MenuName) =>
  queryOptions({ queryKey: accessLevelKeys.menuFieldLevels(userKey, menu), queryFn: ({ signal }) => fetchMenuFieldLevels(menu, signal) });

export function useMenuFieldLevels(menu: MenuName) {
  const userKey = useSession().current?.userKey ?? '';
  return useQuery(menuFieldLevelsQueryOptions(userKey, menu));
}
