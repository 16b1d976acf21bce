import { infiniteQueryOptions, queryOptions, useQuery, type InfiniteData, type UseQueryOptions } from '@tanstack/react-query';
import type { ResponseOf, RouteContract } from '@tenaga/contracts/route';
import { callApi, type CallInput, type TakesNoInput } from './api-client.ts';
import { contractKey, type AccountOption, type ContractQueryKey } from './contract-key.ts';
import { useSession } from './session-store.ts';

/** What a page may set on a contract query; the key and the call come from the contract. */
export type ContractQueryOptions<C extends RouteContract> = Omit<
  UseQueryOptions<ResponseOf<C>, Error, ResponseOf<C>, ContractQueryKey>,
  'queryKey' | 'queryFn' | 'select'
>;

/** The input may be left out when the route takes none; options follow it. */
export type ContractQueryArgs<C extends RouteContract> =
  TakesNoInput<C> extends true
    ? [input?: CallInput<C>, options?: ContractQueryOptions<C>]
    : [input: CallInput<C>, options?: ContractQueryOptions<C>];

/** One call of a contract, as the api client makes it. */
export function fetchContract<C extends RouteContract>(contract: C, input: CallInput<C> | undefined, signal?: AbortSignal) {
  return callApi<RouteContract>(contract, { ...input, signal } as never) as Promise<ResponseOf<C>>;
}

function buildQuery<C extends RouteContract>(
  contract: C,
  [input, options]: ContractQueryArgs<C> | [CallInput<C>?, ContractQueryOptions<C>?],
  account: AccountOption,
) {
  return queryOptions<ResponseOf<C>, Error, ResponseOf<C>, ContractQueryKey>({
    // Reference data nothing in the app changes: read once per tab.
    ...(contract.cache?.immutable ? { staleTime: Infinity } : {}),
    ...options,
    queryKey: contractKey(contract, input, account),
    queryFn: ({ signal }) => fetchContract(contract, input, signal),
  });
}

/**
 * The query options of one contract call (for useQuery, useQueries, useSuspenseQuery, prefetching,
 * ensureQueryData): the key comes from the current account, the route and the input, the call from
 * the contract. `select` and the like are spread over it where one page needs them.
 */
export function contractQuery<C extends RouteContract>(contract: C, ...args: ContractQueryArgs<C>) {
  return buildQuery(contract, args, {});
}

/** useQuery of one contract call; it follows the signed-in account. */
export function useContractQuery<C extends RouteContract>(contract: C, ...args: ContractQueryArgs<C>) {
  const userKey = useSession().current?.userKey ?? null;
  return useQuery(buildQuery(contract, args, { userKey }));
}

/** A contract read page by page (newest first, "load more"): the call for a page, and where the next one starts. */
export interface ContractPages<C extends RouteContract, Cursor> {
  /** The input without the page's position: it names the list in the key. */
  readonly input: CallInput<C>;
  readonly pageInput: (cursor: Cursor | undefined) => CallInput<C>;
  readonly nextCursor: (page: ResponseOf<C>) => Cursor | undefined;
}

/** useInfiniteQuery options of a contract read in pages; its key is the contract call's, marked as pages. */
export function contractInfiniteQuery<C extends RouteContract, Cursor>(contract: C, pages: ContractPages<C, Cursor>) {
  const queryKey = [...contractKey(contract, pages.input), 'pages'] as const;
  return infiniteQueryOptions<ResponseOf<C>, Error, InfiniteData<ResponseOf<C>, Cursor | undefined>, typeof queryKey, Cursor | undefined>({
    queryKey,
    initialPageParam: undefined,
    queryFn: ({ pageParam, signal }) => fetchContract(contract, pages.pageInput(pageParam as Cursor | undefined), signal),
    getNextPageParam: (page: ResponseOf<C>) => pages.nextCursor(page),
  });
}
