import { listAuditTrail, type AuditFilter } from '@tenaga/contracts';
import { auditTrailKeys } from './audit-trail.keys.ts';

/**
 * The trail is read through the table protocol, whose paging, sorting and search the DataTable
 * owns: this gives it the route and the cache key to keep its pages under.
 */
export const auditTrailTable = (userKey: string) => ({ contract: listAuditTrail, queryKey: auditTrailKeys.table(userKey) });

/** The extra body fields of the table request: the route's `filter`. */
export const auditTrailRequestFilter = (filter: AuditFilter) => ({ filter });
