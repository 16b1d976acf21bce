import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store.ts';
import { sessionKeys } from '../../auth/api/session.queries.ts';
import { accessLevelKeys } from './access-level.keys.ts';

/**
 * After a role changes: the role queries, the caller's field levels, and the caller's own menus (their role may be the one
 * that changed, and their pages follow its grants).
 */
export function useInvalidateRoles(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accessLevelKeys.roles(userKey) }),
      queryClient.invalidateQueries({ queryKey: accessLevelKeys.fieldLevels(userKey) }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.menu(userKey, 'main') }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.menu(userKey, 'setting') }),
    ]);
  }, [queryClient, userKey]);
}
