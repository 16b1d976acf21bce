import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import pino from 'pino';
import type { RealtimeMessage } from '@tenaga/contracts';
import { createRealtime, type Realtime } from '../realtime.ts';
import type { Authenticate, RequestAuth } from '../authenticate.ts';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-000000000002';
const auth: RequestAuth = {
  sessionId: '00000000-0000-4000-8000-000000000003',
  companyId: COMPANY,
  userId: USER,
  roleId: null,
  roleVersion: null,
  employeeId: null,
  impersonatorUserId: null,
  deviceId: null,
  language: 'en',
  loginAt: new Date(),
};
const authenticate: Authenticate = async (token) => {
  if (token === 'database-down') throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  if (token !== 'good-token') throw new Error('unauthorized');
  return auth;
};

const opened: { server: Server; realtime: Realtime }[] = [];
const sockets: Socket[] = [];

async function startNode(redisUrl?: string) {
  const server = createServer();
  const realtime = await createRealtime({ server, authenticate, redisUrl, log: pino({ level: 'silent' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ server, realtime });
  return { realtime, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function client(url: string, token: string): Socket {
  const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['polling', 'websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const message: RealtimeMessage = { appid: 1, title: 'permission-change', extras: { companyID: COMPANY, userID: [USER] } };

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const { server, realtime } of opened.splice(0)) {
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('real-time channel', () => {
  it('delivers a message to the user it concerns', async () => {
    const node = await startNode();
    const socket = client(node.url, 'good-token');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const received = new Promise((resolve) => socket.once('message', resolve));
    node.realtime.toUsers({ companyId: COMPANY, userIds: [USER] }, 'message', message);
    expect(await received).toEqual(message);
  });

  it('refuses a connection without a valid token', async () => {
    const node = await startNode();
    const socket = client(node.url, 'bad-token');
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });

  it('tells a client the server cannot check its token while the database is unreachable, rather than call it unauthorized', async () => {
    const node = await startNode();
    const socket = client(node.url, 'database-down');
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unavailable');
  });

  it.skipIf(!process.env.REDIS_URL)('with Redis, a message sent by one server process reaches a client of another', async () => {
    const first = await startNode(process.env.REDIS_URL);
    const second = await startNode(process.env.REDIS_URL);
    const socket = client(second.url, 'good-token');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const received = new Promise((resolve) => socket.once('message', resolve));
    first.realtime.toUsers({ companyId: COMPANY, userIds: [USER] }, 'message', message);
    expect(await received).toEqual(message);
  });
});
