import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPermissionTemplates, type PermissionTemplateSummary } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';

/** The four built-in templates, then the company's own. */
export const fetchPermissionTemplates = (signal?: AbortSignal): Promise<PermissionTemplateSummary[]> =>
  callApi(listPermissionTemplates, { signal });

export const permissionTemplatesQueryOptions = (userKey: string) =>
  queryOptions({ queryKey: [...accessLevelKeys.templates(userKey), 'list'], queryFn: ({ signal }) => fetchPermissionTemplates(signal) });

export function usePermissionTemplates(options: { readonly enabled?: boolean } = {}) {
  const userKey = useSession().current?.userKey ?? '';
  return useQuery({ ...permissionTemplatesQueryOptions(userKey), enabled: options.enabled ?? true });
}
