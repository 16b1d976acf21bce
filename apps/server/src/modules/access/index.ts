export { createAccessService, type AccessService, type ResolvedAccess } from './access.service.ts';
export { registerAccessRoutes } from './access.routes.ts';
export { coversGrants, grantsBeyond, isLockedRole } from './access.rules.ts';
export { assertWritableFields, projectFields } from './field-access.ts';
