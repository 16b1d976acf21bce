import type { FastifyInstance } from 'fastify';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { Importers, ImportsService } from './imports.service.ts';

/** Each importer's sample, check and import calls, in the order the modules declared them. */
export function registerImportsRoutes(app: FastifyInstance, deps: { imports: ImportsService; importers: Importers }): void {
  const { imports } = deps;
  for (const { kind, routes } of deps.importers.values()) {
    bindFileRoute(app, routes.sample, ({ auth }) => imports.sample(auth, kind));
    bindRoute(app, routes.check, ({ auth, body }) => imports.check(auth, kind, body));
    bindFileRoute(app, routes.problems, ({ auth, body }) => imports.problems(auth, kind, body));
    bindRoute(app, routes.start, ({ auth, actor, body }) => imports.start(auth, actor, { kind, body }));
    if (routes.active) bindRoute(app, routes.active, ({ auth }) => imports.active(auth, kind));
  }
}
