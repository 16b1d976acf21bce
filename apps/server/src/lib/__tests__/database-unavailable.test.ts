import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../../plugins/errors.ts';
import { isDatabaseUnavailable } from '../database-unavailable.ts';
import { loadServerTranslator } from '../i18n.ts';

/** What node-postgres raises, wrapped the way drizzle wraps a failed query. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const UNAVAILABLE: Record<string, unknown> = {
  'connection refused': withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'connection reset': withCode('read ECONNRESET', 'ECONNRESET'),
  'every address refused': Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}),
  'terminated by an administrator (57P01)': withCode('terminating connection due to administrator command', '57P01'),
  'the server is starting up (57P03)': withCode('the database system is starting up', '57P03'),
  'a connection exception (08006)': withCode('connection failure', '08006'),
  'a lost connection': new Error('Connection terminated unexpectedly'),
  'a connection already lost': new Error('Client has encountered a connection error and is not queryable'),
  'no connection in time': new Error('timeout exceeded when trying to connect'),
  'wrapped by drizzle': wrapped(withCode('terminating connection due to administrator command', '57P01')),
};

const NOT_UNAVAILABLE: Record<string, unknown> = {
  'a unique violation': wrapped(withCode('duplicate key value violates unique constraint', '23505')),
  'a syntax error': withCode('syntax error at or near "selec"', '42601'),
  'a plain error naming a connection': new Error('connection to 10.0.0.5:5432 refused'),
  'nothing at all': undefined,
};

describe('isDatabaseUnavailable', () => {
  it.each(Object.entries(UNAVAILABLE))('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
  it.each(Object.entries(NOT_UNAVAILABLE))('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler on a lost database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app, await loadServerTranslator());
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = request.headers['accept-language'] === 'id' ? 'id' : 'en';
    });
    app.get('/terminated', async () => {
      throw wrapped(withCode('terminating connection due to administrator command', '57P01'));
    });
    app.get('/refused', async () => {
      throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with a translated message and when to retry, not a 500', async () => {
    for (const url of ['/terminated', '/refused']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: ['The service is briefly unavailable. Please try again in a few seconds.'],
        code: 'DATABASE_UNAVAILABLE',
      });
    }
    const indonesian = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'id' } });
    expect(indonesian.json().message).toEqual(['Layanan sedang tidak tersedia sebentar. Silakan coba lagi dalam beberapa detik.']);
  });
});
