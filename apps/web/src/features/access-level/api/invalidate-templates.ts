import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';

export function useInvalidateTemplates(): () => Promise<void> {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return useCallback(() => queryClient.invalidateQueries({ queryKey: accessLevelKeys.templates(userKey) }), [queryClient, userKey]);
}
