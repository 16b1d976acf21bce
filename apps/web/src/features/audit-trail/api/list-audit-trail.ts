import type { AuditFilter } from '@tenaga/contracts';

/** The extra body fields of the table request: the route's `filter`. */
export const auditTrailRequestFilter = (filter: AuditFilter) => ({ filter });
