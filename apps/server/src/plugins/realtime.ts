import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { ClientToServerEvents, ServerToClientEvents } from '@tenaga/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import type { Authenticate } from './authenticate.ts';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** Sends real-time events to the people they concern; with Redis, across server processes. */
export interface Realtime {
  toUsers<E extends EventName>(to: { companyId: string; userIds: readonly string[] }, event: E, payload: Payload<E>): void;
  toRole<E extends EventName>(to: { companyId: string; roleId: string }, event: E, payload: Payload<E>): void;
  toCompany<E extends EventName>(companyId: string, event: E, payload: Payload<E>): void;
  toSession<E extends EventName>(sessionId: string, event: E, payload: Payload<E>): void;
  /** Drops the sockets of an ended session, wherever they are connected. */
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
}

const rooms = {
  company: (companyId: string) => `company:${companyId}`,
  user: (companyId: string, userId: string) => `user:${companyId}:${userId}`,
  role: (companyId: string, roleId: string) => `role:${companyId}:${roleId}`,
  session: (sessionId: string) => `session:${sessionId}`,
};

export async function createRealtime(options: {
  server: HttpServer;
  authenticate: Authenticate;
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
}): Promise<Realtime> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(options.server, {
    path: '/socket.io',
    serveClient: false,
    // Polling first, then upgrade: works behind proxies that block websockets (spec §4).
    transports: ['polling', 'websocket'],
  });

  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (options.redisUrl) {
    const publisher = createClient({ url: options.redisUrl });
    const subscriber = publisher.duplicate();
    publisher.on('error', (error) => options.log.error({ err: error }, 'redis publisher'));
    subscriber.on('error', (error) => options.log.error({ err: error }, 'redis subscriber'));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    io.adapter(createAdapter(publisher, subscriber));
    redisClients.push(publisher, subscriber);
  }

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const auth = await options.authenticate(token);
      await socket.join([
        rooms.company(auth.companyId),
        rooms.user(auth.companyId, auth.userId),
        rooms.session(auth.sessionId),
        ...(auth.roleId ? [rooms.role(auth.companyId, auth.roleId)] : []),
      ]);
      next();
    } catch (error) {
      // A database that cannot be reached says nothing about the token: the client tries again.
      next(new Error(isDatabaseUnavailable(error) ? 'unavailable' : 'unauthorized'));
    }
  });

  return {
    toUsers: ({ companyId, userIds }, event, payload) => {
      if (userIds.length === 0) return;
      io.to(userIds.map((userId) => rooms.user(companyId, userId))).emit(
        event,
        ...([payload] as Parameters<ServerToClientEvents[typeof event]>),
      );
    },
    toRole: ({ companyId, roleId }, event, payload) => {
      io.to(rooms.role(companyId, roleId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
    toCompany: (companyId, event, payload) => {
      io.to(rooms.company(companyId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
    toSession: (sessionId, event, payload) => {
      io.to(rooms.session(sessionId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
    disconnectSession: (sessionId) => {
      io.in(rooms.session(sessionId)).disconnectSockets(true);
    },
    close: async () => {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
