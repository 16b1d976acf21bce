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

/** Where links in mail point: the configured public address, else the address the caller used. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
