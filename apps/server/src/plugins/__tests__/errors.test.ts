import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_EXPIRED_MARK, UNAUTHORIZED_MESSAGE } from '@tenaga/contracts';
import { AppError } from '../../lib/app-error.ts';
import { loadServerTranslator } from '../../lib/i18n.ts';
import { registerErrorHandling, zodValidatorCompiler } from '../errors.ts';

/** The error handler on a bare Fastify, with routes that fail in each way a route can. */
let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, await loadServerTranslator());
  app.decorateRequest('language', 'en');
  app.get('/crash', async () => {
    throw new Error('connection to 10.0.0.5:5432 refused; password=hunter2');
  });
  app.get('/app-error', async () => {
    throw new AppError('DOMAIN_TAKEN', { fieldErrors: { domain: 'validation:domainTaken' } });
  });
  app.get('/expired', async () => {
    throw new AppError('SESSION_EXPIRED', { markers: [UNAUTHORIZED_MESSAGE, SESSION_EXPIRED_MARK] });
  });
  app.get('/too-long', async () => {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { name: 'validation:tooLong' }, values: { max: 12 } });
  });
  app.get('/bad-response', { schema: { response: { 200: z.object({ id: z.uuid() }) } } }, async () => ({ id: 'not-a-uuid' }));
  app.post('/strict', { schema: { body: z.strictObject({ count: z.number().int().min(1) }) } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('error handler', () => {
  it('reports an unexpected error as 500 without its internals, and logs it', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: ['Something went wrong. Please try again later.'], code: 'INTERNAL' });
    expect(response.body).not.toContain('hunter2');
    expect(JSON.stringify(logged)).toContain('unexpected error');
  });

  it('sends an AppError with its status, translated message and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: ['This company domain is already taken.'],
      code: 'DOMAIN_TAKEN',
      errors: { domain: 'This company domain is already taken.' },
    });
    expect((await app.inject({ method: 'GET', url: '/too-long' })).json().errors).toEqual({ name: 'Must be at most 12 characters.' });
  });

  it('sends the 401 markers untranslated, as the protocol of spec §8', async () => {
    const response = await app.inject({ method: 'GET', url: '/expired' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ['You are unauthorized.', 'session expired'], code: 'SESSION_EXPIRED' });
  });

  it('treats a response that breaks its contract as a server error', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(JSON.stringify(logged)).toContain('response did not match its contract');
  });

  it('turns schema failures into field errors, telling missing from wrong', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/strict', payload: { count: 1.5 } });
    expect(wrong.json()).toEqual({
      message: ['Please input valid data.'],
      code: 'VALIDATION_FAILED',
      errors: { count: 'This value is not valid.' },
    });
    expect((await app.inject({ method: 'POST', url: '/strict', payload: { count: 0 } })).json().errors).toEqual({
      count: 'This field must be a valid number.',
    });
    expect((await app.inject({ method: 'POST', url: '/strict', payload: {} })).json().errors).toEqual({ count: 'This field is required.' });
    expect((await app.inject({ method: 'POST', url: '/strict', payload: { count: '3' } })).json().errors).toEqual({
      count: 'Must be a valid number.',
    });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ['This address does not exist.'], code: 'ROUTE_NOT_FOUND' });
  });
});
