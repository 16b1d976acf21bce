import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPermissionTemplate, type PermissionTemplate } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';

export const fetchPermissionTemplate = (id: string, signal?: AbortSignal): Promise<PermissionTemplate> =>
  callApi(getPermissionTemplate, { params: { id }, signal });

export const permissionTemplateQueryOptions = (userKey: string, id: string) =>
  queryOptions({ queryKey: accessLevelKeys.template(userKey, id), queryFn: ({ signal }) => fetchPermissionTemplate(id, signal) });

export function usePermissionTemplate(id: string | undefined) {
  const userKey = useSession().current?.userKey ?? '';
  // Open in an editor: coming back to the tab must not replace what is being typed; a stale save
  // is caught by its version instead.
  return useQuery({ ...permissionTemplateQueryOptions(userKey, id ?? ''), enabled: id !== undefined, refetchOnWindowFocus: false });
}
