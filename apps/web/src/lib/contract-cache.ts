import { useMemo } from 'react';
import { hashKey, useQueryClient, type QueryClient, type Updater } from '@tanstack/react-query';
import { changesOf, type ResponseOf, type RouteContract } from '@tenaga/contracts/route';
import type { CallInput } from './api-client.ts';
import { contractKey, currentUserKey, readingAny, type AccountOption } from './contract-key.ts';
import { useSession } from './session-store.ts';

export interface RefreshOptions {
  /** 'none' marks the queries stale without reading them now: they are read again when next shown. */
  readonly refetchType?: 'active' | 'none';
}

/** One account's cached contract answers, by contract and input: no key is written by hand. */
export interface ContractCache {
  get<C extends RouteContract>(contract: C, input?: CallInput<C>): ResponseOf<C> | undefined;
  /** Keeps an answer known without asking (a save's answer is the record). */
  set<C extends RouteContract>(contract: C, input: CallInput<C> | undefined, data: Updater<ResponseOf<C> | undefined, ResponseOf<C>>): void;
  /** Forgets an answer that can no longer be read (a deleted record, whose open editor would only get a 404). */
  remove<C extends RouteContract>(contract: C, input?: CallInput<C>): void;
  /** Refreshes the queries that read any of these resources (those shown are read again, awaited). */
  refresh(resources: readonly string[], options?: RefreshOptions): Promise<void>;
  /** Refreshes what successful calls of these contracts change, as their declarations say. */
  refreshAfter(contracts: readonly RouteContract[], options?: RefreshOptions): Promise<void>;
}

export interface ContractCacheOptions extends AccountOption {
  /**
   * Answers set through this cache are recorded here and left out of its refreshes: they are the
   * newest there are (a mutation's own answer), so reading them again would only cost a round trip.
   */
  readonly fresh?: Set<string>;
}

/** The cache of one account (the current one unless told) in a query client. */
export function contractCache(queryClient: QueryClient, options: ContractCacheOptions = {}): ContractCache {
  const account = { userKey: options.userKey === undefined ? currentUserKey() : options.userKey };
  const { fresh } = options;
  const refresh = async (resources: readonly string[], refreshOptions: RefreshOptions = {}) => {
    if (resources.length === 0) return;
    const { predicate } = readingAny(resources, account);
    await queryClient.invalidateQueries({
      predicate: (query) => !fresh?.has(query.queryHash) && predicate!(query),
      refetchType: refreshOptions.refetchType ?? 'active',
    });
  };
  return {
    get: (contract, input) => queryClient.getQueryData(contractKey(contract, input, account)),
    set(contract, input, data) {
      const key = contractKey(contract, input, account);
      fresh?.add(hashKey(key));
      queryClient.setQueryData(key, data);
    },
    remove: (contract, input) => queryClient.removeQueries({ queryKey: contractKey(contract, input, account), exact: true }),
    refresh,
    refreshAfter: (contracts, refreshOptions) =>
      refresh(
        contracts.flatMap((contract) => changesOf(contract)),
        refreshOptions,
      ),
  };
}

/** The signed-in account's contract cache. */
export function useContractCache(): ContractCache {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? null;
  return useMemo(() => contractCache(queryClient, { userKey }), [queryClient, userKey]);
}
