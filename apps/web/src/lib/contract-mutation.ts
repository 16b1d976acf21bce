import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ResponseOf, RouteContract } from '@tenaga/contracts/route';
import type { CallInput } from './api-client.ts';
import { contractCache, type ContractCache } from './contract-cache.ts';
import { fetchContract } from './contract-query.ts';
import { useSession } from './session-store.ts';

export interface ContractMutationOptions<C extends RouteContract, Variables> extends Omit<
  UseMutationOptions<ResponseOf<C>, Error, Variables>,
  'mutationFn' | 'onSuccess'
> {
  /** Makes the call's input from what `mutate` is given; without it, `mutate` takes the input itself. */
  readonly input?: (variables: Variables) => CallInput<C>;
  /**
   * Runs before the refresh, with the account's cache: an answer written there (`cache.set`) is
   * kept as it is instead of being read again, a record removed there is not asked for again.
   */
  readonly onSuccess?: (data: ResponseOf<C>, variables: Variables, cache: ContractCache) => unknown;
}

/**
 * A mutation of one contract. When a call succeeds, every query of the same account that reads a
 * resource the contract changes (its `cache.changes`, or its tags) is refreshed, and `mutateAsync`
 * resolves once the queries shown have been read again. A failed call refreshes nothing: a form
 * that got a version conflict keeps what was typed and the version it was read at.
 */
export function useContractMutation<C extends RouteContract, Variables = CallInput<C>>(
  contract: C,
  options: ContractMutationOptions<C, Variables> = {},
) {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? null;
  const { input, onSuccess, ...mutationOptions } = options;
  return useMutation<ResponseOf<C>, Error, Variables>({
    ...mutationOptions,
    mutationFn: (variables) => fetchContract(contract, input ? input(variables) : (variables as CallInput<C>)),
    onSuccess: async (data, variables) => {
      const cache = contractCache(queryClient, { userKey, fresh: new Set() });
      await onSuccess?.(data, variables, cache);
      // A queued job changes its data later; whoever follows the job refreshes when it ends.
      if (!contract.cache?.changesByJob) await cache.refreshAfter([contract]);
    },
  });
}
