import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BodyOf, Language, ParamsOf, QueryOf, ResponseOf, RouteContract, RoutePermission } from '@tenaga/contracts';
import type { Actor } from '../lib/audit.ts';
import type { RequestAuth } from './authenticate.ts';

export const API_PREFIX = '/api/v2';

type AuthOf<C extends RouteContract> = C['permission'] extends { kind: 'public' } ? RequestAuth | null : RequestAuth;

export interface HandlerContext<C extends RouteContract> {
  readonly params: ParamsOf<C>;
  readonly query: QueryOf<C>;
  readonly body: BodyOf<C>;
  readonly auth: AuthOf<C>;
  /** The audit actor of this request (null user for public routes). */
  readonly actor: C['permission'] extends { kind: 'public' } ? null : Actor;
  readonly language: Language;
  readonly ip: string;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type RouteHandler<C extends RouteContract> = (context: HandlerContext<C>) => Promise<ResponseOf<C> | PreparedResponse<C>>;

/**
 * A response checked against its contract and turned into JSON once, then sent as it is: for
 * answers served many times unchanged (a role's menu), where checking the same tree on every
 * request would cost more than the rest of the request.
 */
export class PreparedResponse<C extends RouteContract> {
  declare private readonly contract: C;
  private constructor(readonly json: string) {}
  static of<C extends RouteContract>(contract: C, data: ResponseOf<C>): PreparedResponse<C> {
    return new PreparedResponse<C>(JSON.stringify({ data: z.encode(contract.response, data) }));
  }
}

/** Checks that the caller's role grants the contract's permission; throws FORBIDDEN otherwise. */
export type Authorize = (auth: RequestAuth, permission: RoutePermission) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    language: Language;
  }
  interface FastifyContextConfig {
    /** The route's contract: the API document is made from it. */
    contract?: RouteContract;
    permission?: RoutePermission;
    readsOnly?: true;
  }
}

function contextOf<C extends RouteContract>(request: FastifyRequest, reply: FastifyReply): HandlerContext<C> {
  const auth = request.auth;
  const actor: Actor | null = auth
    ? { companyId: auth.companyId, userId: auth.userId, impersonatorUserId: auth.impersonatorUserId, ip: request.ip }
    : null;
  return {
    params: request.params as ParamsOf<C>,
    query: request.query as QueryOf<C>,
    body: request.body as BodyOf<C>,
    auth: auth as AuthOf<C>,
    actor: actor as HandlerContext<C>['actor'],
    language: request.language,
    ip: request.ip,
    request,
    reply,
  };
}

/** The schemas Fastify validates and serializes with; the API document adds the rest from the contract (plugins/openapi). */
function routeSchema(contract: RouteContract, response: Record<number, unknown> | undefined): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  if (response) schema.response = response;
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  return schema;
}

function routeConfig(contract: RouteContract) {
  return {
    contract,
    permission: contract.permission,
    ...(contract.readsOnly ? { readsOnly: contract.readsOnly } : {}),
    ...(contract.rateLimit ? { rateLimit: { max: contract.rateLimit.max, timeWindow: contract.rateLimit.timeWindowMs } } : {}),
  };
}

/**
 * Binds a contract to its handler: the one place that applies authentication, the permission,
 * schemas for every part of the request and the response, and the `{ data }` envelope.
 */
export function bindRoute<C extends RouteContract>(app: FastifyInstance, contract: C, handler: RouteHandler<C>): void {
  app.route({
    method: contract.method,
    url: API_PREFIX + contract.path,
    schema: routeSchema(contract, {
      200: z.object({ data: contract.response }),
      ...(contract.created ? { 201: z.object({ data: contract.response }) } : {}),
      ...(contract.accepted ? { 202: z.object({ data: contract.response }) } : {}),
    }),
    config: routeConfig(contract),
    ...(contract.bodyLimitBytes ? { bodyLimit: contract.bodyLimitBytes } : {}),
    handler: async (request, reply) => {
      const data = await handler(contextOf<C>(request, reply));
      if (data instanceof PreparedResponse) return reply.type('application/json; charset=utf-8').send(data.json);
      return { data };
    },
  });
}

export interface FileBody {
  readonly name: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** A file sent as it is made (a large document): its bytes as a stream. */
export interface StreamedFileBody {
  readonly name: string;
  readonly contentType: string;
  readonly content: Readable;
}

/** Binds a contract that answers with a file (`produces: 'file'`): same checks, no JSON envelope. */
export function bindFileRoute<C extends RouteContract & { produces: 'file' }>(
  app: FastifyInstance,
  contract: C,
  handler: (context: HandlerContext<C>) => Promise<FileBody | StreamedFileBody>,
): void {
  app.route({
    method: contract.method,
    url: API_PREFIX + contract.path,
    schema: routeSchema(contract, undefined),
    config: routeConfig(contract),
    ...(contract.bodyLimitBytes ? { bodyLimit: contract.bodyLimitBytes } : {}),
    handler: async (request, reply) => {
      const file = await handler(contextOf<C>(request, reply));
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  });
}
