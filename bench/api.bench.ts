// Start-up time of the server process and `GET auth/me` latency at 50 connections (what the
// browser downloads: web-transfer.bench.ts). The server runs in its own process, as in production; the load comes from this one.
import autocannon from 'autocannon';
import { serverProcesses } from './support/server-process.ts';

const servers = serverProcesses();
const base = servers.base;

const first = await servers.start();
await first.stop();
const server = await servers.start();

const login = await fetch(`${base}/api/v2/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ domain: 'demo', username: 'admin', password: 'demo1234' }),
});
const { data } = (await login.json()) as { data: { token: string } };
const run = (duration: number) =>
  autocannon({ url: `${base}/api/v2/auth/me`, headers: { authorization: `Bearer ${data.token}` }, connections: 50, duration });
await run(2);
const result = await run(8);
await server.stop();
servers.remove();

console.log(
  JSON.stringify({
    bench: 'api',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    firstStartMs: Math.round(first.readyMs),
    laterStartMs: Math.round(server.readyMs),
    authMe: {
      connections: 50,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p97_5Ms: result.latency.p97_5,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    },
    budget: {
      firstStartMs: 15_000,
      laterStartMs: 5_000,
      authMeP95Ms: process.env.DATABASE_URL ? 10 : 50,
    },
  }),
);
