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
  /** Requests per minute per client; the defaults apply when absent. */
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
  /** Largest request body in bytes, when a route takes more than forms and JSON do (a file upload). */
  readonly bodyLimitBytes?: number;
  /**
   * A POST that only reads (the table protocol sends its query as a body). Any other POST, PUT or
   * DELETE counts as a write and drops the server's cached reads; this one leaves them.
   */
  readonly readsOnly?: true;
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
