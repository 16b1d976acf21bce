import type { Query, QueryFilters } from '@tanstack/react-query';
import { readsOf, type RouteContract } from '@tenaga/contracts/route';
import { requestLanguage, type CallInput } from './api-client.ts';
import { sessionStore } from './session-store.ts';

/**
 * The request a query key names, written one way whichever way the call was written: empty parts
 * left out, query values as the URL carries them, and the language for routes answered in it.
 */
export interface KeyInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly language?: string;
}

/**
 * ['session', account, route, input?] for a signed-in account's data (every key carries the
 * account, so one cache serves account switches), ['public', route, input?] for public routes.
 */
export type ContractQueryKey =
  | readonly ['session', string | null, string]
  | readonly ['session', string | null, string, KeyInput]
  | readonly ['public', string]
  | readonly ['public', string, KeyInput];

/** Which account's cache: the current one unless told. */
export interface AccountOption {
  readonly userKey?: string | null;
}

/** A route as the cache names it: 'GET /employees/:id/brief'. */
export const routeName = (contract: RouteContract): string => `${contract.method} ${contract.path}`;

/**
 * What each route seen so far reads, by route name: a key holds only the route's name, and the
 * refresh after a change asks this which cached queries read what the change touched.
 */
const readsByRoute = new Map<string, readonly string[]>();

export const currentUserKey = (): string | null => sessionStore.get().current?.userKey ?? null;

function keyInput(contract: RouteContract, input: CallInput<RouteContract> | undefined): KeyInput | undefined {
  const query = Object.entries((input?.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  const parts: Record<string, unknown> = {
    ...(input?.params && Object.keys(input.params).length > 0 ? { params: input.params } : {}),
    ...(query.length > 0 ? { query: Object.fromEntries(query.map(([name, value]) => [name, String(value)])) } : {}),
    ...(input?.body !== undefined ? { body: input.body } : {}),
    ...(contract.cache?.perLanguage ? { language: requestLanguage() } : {}),
  };
  return Object.keys(parts).length > 0 ? parts : undefined;
}

/** The key of one contract call's answer; the only way keys are made, so two pages asking the same share it. */
export function contractKey<C extends RouteContract>(contract: C, input?: CallInput<C>, options: AccountOption = {}): ContractQueryKey {
  const route = routeName(contract);
  readsByRoute.set(route, readsOf(contract));
  const request = keyInput(contract, input as CallInput<RouteContract> | undefined);
  if (contract.permission.kind === 'public') return request ? ['public', route, request] : ['public', route];
  const userKey = options.userKey === undefined ? currentUserKey() : options.userKey;
  return request ? ['session', userKey, route, request] : ['session', userKey, route];
}

/** A cached query's key read back as the contract call it names (undefined for a key made another way). */
export function keyParts(query: Pick<Query, 'queryKey'>): { userKey: string | null; route: string; input?: KeyInput } | undefined {
  const [scope, userKey, route, input] = query.queryKey;
  if (scope !== 'session' || typeof route !== 'string' || (userKey !== null && typeof userKey !== 'string')) return undefined;
  return { userKey, route, ...(input && typeof input === 'object' ? { input: input as KeyInput } : {}) };
}

/** The account's cached queries that read any of these resources. */
export function readingAny(resources: readonly string[], options: AccountOption = {}): QueryFilters {
  const wanted = new Set(resources);
  const userKey = options.userKey === undefined ? currentUserKey() : options.userKey;
  return {
    predicate: (query) => {
      const parts = keyParts(query);
      return parts !== undefined && parts.userKey === userKey && (readsByRoute.get(parts.route) ?? []).some((read) => wanted.has(read));
    },
  };
}

/** The account's cached contract queries that match: e.g. every query of one record, to wait for all of them. */
export function contractQueries(
  match: (call: { readonly route: string; readonly input?: KeyInput }) => boolean,
  options: AccountOption = {},
): QueryFilters {
  const userKey = options.userKey === undefined ? currentUserKey() : options.userKey;
  return {
    predicate: (query) => {
      const parts = keyParts(query);
      return parts !== undefined && parts.userKey === userKey && match(parts);
    },
  };
}
