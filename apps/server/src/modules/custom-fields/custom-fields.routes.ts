import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { CUSTOM_FIELD_VALUE_LOCATIONS, CUSTOM_FIELD_VALUE_ROUTES } from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { CustomFieldsService } from './custom-fields.service.ts';

export function registerCustomFieldsRoutes(app: FastifyInstance, service: CustomFieldsService): void {
  const ok = { ok: true as const };
  bindRoute(app, contracts.listCustomFields, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.getLocationCustomFields, ({ auth, params }) => service.locationFields(auth, params.location));
  bindRoute(app, contracts.checkPropertyName, ({ auth, query }) => service.checkPropertyName(auth, query));
  bindRoute(app, contracts.createCustomField, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateCustomField, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.setCustomFieldActive, ({ auth, actor, params, body }) =>
    service.setActive(auth, actor, { id: params.id, ...body }),
  );
  bindRoute(app, contracts.moveCustomField, async ({ auth, actor, params, body }) => {
    await service.move(auth, actor, { id: params.id, direction: body.direction });
    return ok;
  });
  bindRoute(app, contracts.getCustomFieldUsage, ({ auth, params }) => service.usage(auth, params.id));
  bindRoute(app, contracts.deleteCustomField, async ({ auth, actor, params, query }) => {
    await service.remove(auth, actor, { id: params.id, removeValues: query.removeValues === 'true' });
    return ok;
  });
  for (const location of CUSTOM_FIELD_VALUE_LOCATIONS) {
    const routes = CUSTOM_FIELD_VALUE_ROUTES[location];
    bindRoute(app, routes.get, ({ auth, params }) => service.values(auth, location, params.recordId));
    bindRoute(app, routes.put, ({ auth, actor, params, body }) =>
      service.saveValues(auth, actor, { location, recordId: params.recordId, body }),
    );
  }
}
