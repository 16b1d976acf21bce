import type { z } from 'zod';
import type { MenuName } from './menu.ts';

/**
 * Who may call a route. There is no default: a contract without a permission does not compile,
 * so an unguarded endpoint cannot be written by accident.
 * - public: no session (login, sign-up, password reset).
 * - session: any signed-in user, acting on their own data (their profile, sessions, notifications).
 * - menu: the role must grant this menu item at this level ('edit' implies 'view'); with `ownMenu`,
 *   granting that one instead lets the caller reach their own record only (the service checks
 *   which record it is: an employee's own profile).
 */
export type RoutePermission =
  | { readonly kind: 'public' }
  | { readonly kind: 'session' }
  | { readonly kind: 'menu'; readonly menu: MenuName; readonly level: 'view' | 'edit'; readonly ownMenu?: MenuName };

export const publicAccess = { kind: 'public' } as const satisfies RoutePermission;
export const sessionAccess = { kind: 'session' } as const satisfies RoutePermission;
export function menuAccess(menu: MenuName, level: 'view' | 'edit'): RoutePermission {
  return { kind: 'menu', menu, level };
}
/** Other people's records through `menu`, the caller's own through `ownMenu` (e.g. employeeList / myProfile). */
export function recordAccess(options: { menu: MenuName; ownMenu: MenuName; level: 'view' | 'edit' }): RoutePermission {
  return { kind: 'menu', ...options };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

/** One endpoint: declared once here, bound by the server, called by the web client. */
export interface RouteContract<
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema = Schema,
> {
  readonly method: HttpMethod;
  /** Path under /api/v2, with `:name` parameters: '/employees/:id/brief'. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly permission: RoutePermission;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** Schema of `data` in the `{ data }` envelope. Validated on the way out. */
  readonly response: Response;
  /** Binary responses (files) skip the JSON envelope. */
  readonly produces?: 'json' | 'file';
  /** The media types a file response can have (`produces: 'file'`), as the API document lists them. */
  readonly fileTypes?: readonly string[];
  /** Requests per minute per client; the defaults apply when absent. */
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
  /** Largest request body in bytes, when a route takes more than forms and JSON do (a file upload). */
  readonly bodyLimitBytes?: number;
  /**
   * A POST that only reads (the table protocol sends its query as a body). Any other POST, PUT or
   * DELETE counts as a write and drops the server's cached reads; this one leaves them.
   */
  readonly readsOnly?: true;
  /**
   * Callable by a user who must first change a password someone else set (who they are, changing
   * it, logging out); every other route refuses them with PASSWORD_CHANGE_REQUIRED.
   */
  readonly beforePasswordChange?: true;
  /** What the web client's query cache needs to know of this route (the server ignores it). */
  readonly cache?: RouteCache;
  /**
   * The call answers 201 when it made something new and 200 when it found it made already (an
   * idempotent repeat of the same request): the handler sets 201 (reply.code), both carry `response`.
   */
  readonly created?: true;
  /**
   * The call starts background work and answers 202 Accepted (the handler sets reply.code(202));
   * a repeat that finds the work already under way may answer 200 with the same `response`.
   */
  readonly accepted?: true;
  /**
   * The API host the web client sends the call to: 'powerEdit' routes go to the power-edit host
   * (spec §7: a second host serves Attendance › Power edit; this server by default). The server ignores it.
   */
  readonly host?: 'powerEdit';
}

/**
 * The data a route reads or changes, named as resources: a module's data by its tag (`employees`,
 * `users`) or a finer part of it (`session`: the signed-in user's own state). The web client keeps
 * each answer under its route and input, and a successful call refreshes every query of the same
 * account that reads a resource the call changes. So a change to another module's data is declared
 * here, once, instead of by each page that might show it.
 */
export interface RouteCache {
  /** What the answer is made of. Default: the route's tags. A list that shows employee counts reads `employees` too. */
  readonly reads?: readonly string[];
  /** What a successful call changes. Default: the route's tags. `[]`: it changes nothing a query reads (a check, an export). */
  readonly changes?: readonly string[];
  /** The call queues a job: what it `changes` changes when the job finishes, not when the call answers. */
  readonly changesByJob?: true;
  /** The answer is in the caller's language (`accept-language`): kept once per language. */
  readonly perLanguage?: true;
  /** The answer is the product's reference data, which nothing in the app changes: read once, never refreshed. */
  readonly immutable?: true;
}

/** The resources a route's answer is made of (its cache declaration, or its tags). */
export function readsOf(contract: RouteContract): readonly string[] {
  if (contract.cache?.immutable) return [];
  return contract.cache?.reads ?? contract.tags;
}

/** The resources a successful call of a route changes (its cache declaration, or its tags). */
export function changesOf(contract: RouteContract): readonly string[] {
  return contract.cache?.changes ?? contract.tags;
}

export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Infer<S> = S extends Schema ? z.infer<S> : undefined;
type Input<S> = S extends Schema ? z.input<S> : undefined;

export type ParamsOf<C extends RouteContract> = Infer<C['params']>;
export type QueryOf<C extends RouteContract> = Infer<C['query']>;
export type BodyOf<C extends RouteContract> = Infer<C['body']>;
export type BodyInputOf<C extends RouteContract> = Input<C['body']>;
export type QueryInputOf<C extends RouteContract> = Input<C['query']>;
export type ResponseOf<C extends RouteContract> = z.infer<C['response']>;

/** Fills ':name' parameters of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
