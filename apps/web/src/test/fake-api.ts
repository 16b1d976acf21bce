import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { z } from 'zod';
import type { ApiErrorBody, BodyInputOf, RouteContract } from '@tenaga/contracts';
import { API_BASE } from '../lib/api-client.ts';
import { routeName } from '../lib/contract-key.ts';

/** One request the page sent, as the server would read it. */
export interface FakeCall<C extends RouteContract = RouteContract> {
  readonly route: string;
  /** The path parameters, from the URL. */
  readonly params: Record<string, string>;
  /** The query string, as sent. */
  readonly query: Record<string, string>;
  /** The JSON body, as sent. */
  readonly body: BodyInputOf<C>;
}

/** A failure the fake server answers with (status and the error body of the API). */
export class FakeFailure {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {}
}

/** An error answer: `api.on(updateRole, apiError(409, { message: ['…'], code: 'VERSION_CONFLICT' }))`. */
export const apiError = (status: number, body: ApiErrorBody) => new FakeFailure(status, body);

type Reply<C extends RouteContract> = z.input<C['response']> | FakeFailure | Response;
/** A fixture (checked against the contract's response schema), a failure, or a handler that makes one per call. */
export type FakeAnswer<C extends RouteContract> = Reply<C> | ((call: FakeCall<C>) => Reply<C> | Promise<Reply<C>>);

export interface FakeApi {
  /** Answers the contract's route from now on (a later answer for the same route replaces it). */
  on<C extends RouteContract>(contract: C, answer: FakeAnswer<C>): void;
  /** The calls made of one contract's route, in order; all calls without one. */
  calls<C extends RouteContract>(contract?: C): FakeCall<C>[];
  /** Requests no contract was answering ('GET /api/v2/…'); they got a 404. */
  readonly unmatched: readonly string[];
  /** The stubbed fetch itself. */
  readonly fetch: Mock<typeof fetch>;
}

interface Route {
  readonly contract: RouteContract;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  answer: FakeAnswer<RouteContract>;
}

function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `  ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('\n');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake API server for web tests, keyed by contract: `api.on(getEmployeeBrief, fixture)`. It
 * matches a request by method, path and path parameters (checked by the contract's schema, so
 * '/contracts/options' is not '/contracts/:id'), checks the request's query and body against the
 * contract, answers a fixture in the `{ data }` envelope after checking it against the contract's
 * response schema (a fixture that does not match fails the test, naming the route and the fields),
 * and records each call. Installed around each test of the file; answers are forgotten after each.
 */
export function setupFakeApi(): FakeApi {
  const routes: Route[] = [];
  const calls: { contract: RouteContract | null; call: FakeCall }[] = [];
  const unmatched: string[] = [];
  const problems: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();

  const checkFixture = (contract: RouteContract, data: unknown): { ok: true; data: unknown } | { ok: false } => {
    const parsed = contract.response.safeParse(data);
    if (parsed.success) return { ok: true, data: parsed.data };
    problems.push(`The fixture for ${routeName(contract)} does not match the contract's response:\n${describeIssues(parsed.error)}`);
    return { ok: false };
  };

  const reply = (contract: RouteContract, answer: Reply<RouteContract>): Response => {
    if (answer instanceof Response) return answer;
    if (answer instanceof FakeFailure) return json(answer.status, answer.body);
    const checked = checkFixture(contract, answer);
    return checked.ok
      ? json(200, { data: checked.data })
      : json(500, { message: ['fixture does not match the contract'], code: 'INTERNAL' });
  };

  const match = (method: string, path: string): { route: Route; params: Record<string, string> } | undefined => {
    const candidates = routes.flatMap((route) => {
      if (route.contract.method !== method) return [];
      const found = route.pattern.exec(path);
      if (!found) return [];
      const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
      // A parameter the route's schema refuses is another route's literal segment ('options' is no id).
      if (route.contract.params && !route.contract.params.safeParse(params).success) return [];
      return [{ route, params }];
    });
    // The most literal route wins, as a router would choose it.
    return candidates.sort((a, b) => a.route.names.length - b.route.names.length)[0];
  };

  const serve = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const body = init?.body === undefined || init.body === null ? undefined : (JSON.parse(String(init.body)) as unknown);
    const found = match(method, path);
    if (!found) {
      unmatched.push(`${method} ${url.pathname}${url.search}`);
      calls.push({ contract: null, call: { route: `${method} ${path}`, params: {}, query, body } });
      return json(404, { message: [`No fake answer for ${method} ${path}`], code: 'ROUTE_NOT_FOUND' });
    }
    const { route, params } = found;
    const call: FakeCall = { route: routeName(route.contract), params, query, body };
    calls.push({ contract: route.contract, call });
    for (const [part, schema, value] of [
      ['query', route.contract.query, query],
      ['body', route.contract.body, body],
    ] as const) {
      const parsed = schema?.safeParse(value);
      if (parsed && !parsed.success) {
        problems.push(`The page sent ${call.route} a ${part} the contract refuses:\n${describeIssues(parsed.error)}`);
        return json(400, { message: ['Form validation was failed.'], code: 'VALIDATION_FAILED' });
      }
    }
    const answer = typeof route.answer === 'function' ? await route.answer(call) : route.answer;
    return reply(route.contract, answer);
  };

  beforeEach(() => {
    routes.length = 0;
    calls.length = 0;
    unmatched.length = 0;
    problems.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(serve);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  });

  return {
    on(contract, answer) {
      const fixed = typeof answer !== 'function' && !(answer instanceof FakeFailure) && !(answer instanceof Response);
      // A fixture given as it is fails right here, at the line that gave it.
      if (fixed && !contract.response.safeParse(answer).success) {
        const error = contract.response.safeParse(answer).error!;
        throw new Error(`The fixture for ${routeName(contract)} does not match the contract's response:\n${describeIssues(error)}`);
      }
      const others = routes.filter((route) => route.contract.method !== contract.method || route.contract.path !== contract.path);
      routes.splice(0, routes.length, ...others, { contract, ...patternOf(contract.path), answer: answer as FakeAnswer<RouteContract> });
    },
    calls: <C extends RouteContract>(contract?: C) =>
      calls
        .filter((entry) => contract === undefined || (entry.contract !== null && routeName(entry.contract) === routeName(contract)))
        .map((entry) => entry.call as FakeCall<C>),
    get unmatched() {
      return unmatched;
    },
    fetch: fetchMock,
  };
}
