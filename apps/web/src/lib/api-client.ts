import type { z } from 'zod';
// The zod-free parts of the contracts: the login page loads this client before zod (see login-page.tsx).
import { buildPath, type ResponseOf, type RouteContract } from '@tenaga/contracts/route';
import { SESSION_EXPIRED_MARK, SESSION_INVALIDATED_MARK, type ApiErrorBody, type ErrorCode } from '@tenaga/contracts/errors';
import { sessionStore } from './session-store.ts';

export const API_BASE = '/api/v2';

/**
 * Where the power-edit host's calls go (spec §7: a second API host serves Attendance › Power edit;
 * contracts marked `host: 'powerEdit'`): `VITE_POWER_EDIT_API_BASE` at build time, e.g.
 * 'https://power-edit.example.com/api/v2'; by default this server, like every other call.
 */
export const POWER_EDIT_API_BASE: string = import.meta.env.VITE_POWER_EDIT_API_BASE?.replace(/\/+$/, '') || API_BASE;

/** The base a contract's calls go to. */
export const apiBaseOf = (contract: Pick<RouteContract, 'host'>): string =>
  contract.host === 'powerEdit' ? POWER_EDIT_API_BASE : API_BASE;

/** Why a session ended, read from the 401 message array of spec §8. */
export type SessionEndReason = 'unauthorized' | 'expired' | 'invalidated';

/** A failed call: the server's translated messages, field errors and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** The call ended the session (a 401 on a call made with a token): the session notice tells the user. */
    readonly endedSession = false,
  ) {
    super(body?.message.join(' ') || `HTTP ${status}`);
  }
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

/** The network failed (offline, server down): no response at all. */
export class NetworkError extends Error {}

type Handlers = { onSessionEnd: (reason: SessionEndReason) => void; language: () => string };
let handlers: Handlers = { onSessionEnd: () => {}, language: () => 'en' };

/** The app installs what happens when a session ends and which language to ask for. */
export function configureApiClient(next: Handlers): void {
  handlers = next;
}

/** The language calls ask the server to answer in now (`accept-language`). */
export function requestLanguage(): string {
  return handlers.language();
}

/** Spec §7: outgoing bodies drop null fields. */
export function dropNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(dropNulls) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, dropNulls(field)]),
    ) as T;
  }
  return value;
}

type ParamsInput<C> = C extends { params: z.ZodType } ? { params: z.infer<C['params']> } : { params?: undefined };
type QueryInput<C> = C extends { query: z.ZodType } ? { query?: z.input<C['query']> } : { query?: undefined };
type BodyInput<C> = C extends { body: z.ZodType } ? { body: z.input<C['body']> } : { body?: undefined };
/** What one call of a contract sends: its path parameters, query and body. */
export type CallInput<C> = ParamsInput<C> & QueryInput<C> & BodyInput<C>;
/**
 * `as`: call with this session's token instead of the current one (ending a session this page
 * has already left); its 401 does not end the current session.
 */
type Input<C> = CallInput<C> & { signal?: AbortSignal; as?: string };
/** Whether a call of the contract can be made without any input (no path parameters, no body). */
export type TakesNoInput<C> = C extends { params: z.ZodType } | { body: z.ZodType } ? false : true;
/** The input may be left out when the route takes no params and no body. */
type Args<C> = TakesNoInput<C> extends true ? [Input<C>?] : [Input<C>];

function sessionEndReason(body: ApiErrorBody | null): SessionEndReason {
  const marker = body?.message.length === 2 ? body.message[1] : undefined;
  if (marker === SESSION_EXPIRED_MARK) return 'expired';
  if (marker === SESSION_INVALIDATED_MARK) return 'invalidated';
  return 'unauthorized';
}

/** Sends one call of a contract; the response as it came, or NetworkError when none came. */
async function send(contract: RouteContract, input: unknown): Promise<{ response: Response; token: string | null }> {
  const { params, query, body, signal, as } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    as?: string;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const url = `${apiBaseOf(contract)}${buildPath(contract.path, params)}${search.size ? `?${search}` : ''}`;
  const token = as ?? sessionStore.token();
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': handlers.language() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return {
      response: await fetch(url, {
        method: contract.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(dropNulls(body)),
        signal: signal ?? null,
      }),
      token: as === undefined ? token : null,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
}

/** A failed response as ApiError; a 401 on a call made with a token ends the session (spec §8). */
async function failure(response: Response, token: string | null, payload?: unknown): Promise<never> {
  const body = payload === undefined ? await response.json().catch(() => null) : payload;
  const errorBody = body && typeof body === 'object' && 'message' in body && Array.isArray(body.message) ? (body as ApiErrorBody) : null;
  // The login call itself has no token: its 401 is a wrong password, not an ended session.
  const endedSession = response.status === 401 && token !== null;
  if (endedSession) handlers.onSessionEnd(sessionEndReason(errorBody));
  throw new ApiError(response.status, errorBody, endedSession);
}

/** Calls one contract; resolves with the `data` of the envelope, rejects with ApiError or NetworkError. */
export async function callApi<C extends RouteContract>(contract: C, ...[input]: Args<C>): Promise<ResponseOf<C>> {
  const { response, token } = await send(contract, input);
  const payload = (await response.json().catch(() => null)) as { data?: unknown } | ApiErrorBody | null;
  if (response.ok) return (payload as { data: ResponseOf<C> }).data;
  return failure(response, token, payload);
}

/** Calls a contract that answers with a file (`produces: 'file'`): its content and headers. */
export async function callApiForFile<C extends RouteContract & { produces: 'file' }>(
  contract: C,
  ...[input]: Args<C>
): Promise<{ blob: Blob; headers: Headers }> {
  const { response, token } = await send(contract, input);
  if (!response.ok) return failure(response, token);
  return { blob: await response.blob(), headers: response.headers };
}
