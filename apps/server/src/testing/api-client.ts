import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildPath, type ApiErrorBody, type BodyInputOf, type QueryInputOf, type ResponseOf, type RouteContract } from '@tenaga/contracts';
import { API_PREFIX } from '../plugins/route-binding.ts';

/** Per-call extras: headers, the caller's language (Accept-Language) and address. */
export interface CallOptions {
  readonly headers?: Record<string, string>;
  /** Sent as Accept-Language. */
  readonly language?: string;
  /** The client's IP address as the server sees it. */
  readonly remoteAddress?: string;
}

export type CallInput<C extends RouteContract> = CallOptions & {
  readonly params?: Record<string, string | number>;
  readonly query?: QueryInputOf<C>;
  readonly body?: BodyInputOf<C>;
};

export interface ApiResult<T> {
  readonly status: number;
  readonly headers: LightMyRequestResponse['headers'];
  /** `data` of a success body. */
  readonly data: T | undefined;
  /** The error body (`{ message, code, errors }`) of a failure. */
  readonly error: ApiErrorBody | undefined;
  readonly response: LightMyRequestResponse;
}

/**
 * Calls the app in process (Fastify inject) as one caller: anonymous, or with a bearer token.
 * `call` goes through a route contract, the way the web client does; `inject` sends anything.
 */
export interface ApiClient {
  readonly token: string | null;
  call<C extends RouteContract>(contract: C, input?: CallInput<C>): Promise<ApiResult<ResponseOf<C>>>;
  /** The response data; throws with the status and body when the call did not succeed. */
  ok<C extends RouteContract>(contract: C, input?: CallInput<C>): Promise<ResponseOf<C>>;
  /** The error body; throws unless the call failed with exactly this status. */
  fail<C extends RouteContract>(contract: C, input: CallInput<C> | undefined, status: number): Promise<ApiErrorBody>;
  /** Any request; the path is taken as given (include /api/v2). */
  inject(options: InjectOptions & CallOptions): Promise<LightMyRequestResponse>;
}

function headersOf(token: string | null, options: CallOptions, extra: InjectOptions['headers'] = {}): Record<string, string> {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(options.language ? { 'accept-language': options.language } : {}),
    ...(extra as Record<string, string>),
    ...options.headers,
  };
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(response: LightMyRequestResponse): unknown {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json') || response.body === '') return undefined;
  return JSON.parse(response.body);
}

export function createApiClient(app: FastifyInstance, token: string | null = null): ApiClient {
  const inject: ApiClient['inject'] = ({ headers, language, remoteAddress, ...options }) =>
    app.inject({
      ...options,
      headers: headersOf(token, { language, headers: headers as Record<string, string> | undefined }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const call: ApiClient['call'] = async (contract, input = {}) => {
    const url = API_PREFIX + buildPath(contract.path, input.params) + queryString(input.query);
    const response = await app.inject({
      method: contract.method,
      url,
      headers: headersOf(token, input),
      ...(input.body !== undefined ? { payload: input.body as InjectOptions['payload'] } : {}),
      ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    });
    const json = parseJson(response) as { data?: unknown } | ApiErrorBody | undefined;
    const success = response.statusCode >= 200 && response.statusCode < 300;
    return {
      status: response.statusCode,
      headers: response.headers,
      data: success ? ((json as { data?: unknown } | undefined)?.data as never) : undefined,
      error: success ? undefined : (json as ApiErrorBody | undefined),
      response,
    };
  };

  const describe = (contract: RouteContract, result: ApiResult<unknown>) =>
    `${contract.method} ${contract.path} answered ${result.status}: ${result.response.body.slice(0, 500)}`;

  return {
    token,
    call,
    inject,
    ok: async (contract, input) => {
      const result = await call(contract, input);
      if (result.status < 200 || result.status >= 300) throw new Error(describe(contract, result));
      return result.data as ResponseOf<typeof contract>;
    },
    fail: async (contract, input, status) => {
      const result = await call(contract, input);
      if (result.status !== status || !result.error) throw new Error(`expected ${status}; ${describe(contract, result)}`);
      return result.error;
    },
  };
}
