import type { FastifyRequest } from 'fastify';

/** Who is calling from where: kept on a session and in its audit entries. */
export interface ClientInfo {
  readonly ip: string;
  readonly userAgent: string | undefined;
  readonly deviceId: string | undefined;
}

export function clientInfo(request: FastifyRequest, deviceId?: string): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], deviceId };
}
