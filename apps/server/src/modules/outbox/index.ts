export { createOutboxService, type OutboxService } from './outbox.service.ts';
export { registerOutboxRoutes } from './outbox.routes.ts';
