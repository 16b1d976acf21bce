import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '../route-binding.ts';
import { createOpenApiTransforms } from './document.ts';

/** The API document, made from the route contracts: JSON at /api/docs/json, a reference at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tenaga API',
        version: '2.0.0',
        description:
          'HR and payroll. Every operation is made from its contract in packages/contracts. Sign in with `login` (POST /auth) and send the token it returns as `Authorization: Bearer <token>`. Success bodies are `{ data }`; errors are `{ message, code?, errors? }` in the language of `Accept-Language` (or of the signed-in user).',
      },
      // Relative: the document describes the server that serves it.
      servers: [{ url: API_PREFIX, description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token from POST /auth.' },
        },
      },
    },
    ...createOpenApiTransforms(),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
