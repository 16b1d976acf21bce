/** Query keys of the audit trail; all are scoped by the signed-in account (lib/session-store.ts). */
export const auditTrailKeys = {
  all: (userKey: string) => ['session', userKey, 'audit-trail'] as const,
  table: (userKey: string) => [...auditTrailKeys.all(userKey), 'table'] as const,
  employee: (userKey: string, employeeId: string, page: { readonly start: number; readonly length: number }) =>
    [...auditTrailKeys.all(userKey), 'employee', employeeId, page] as const,
  userOptions: (userKey: string) => [...auditTrailKeys.all(userKey), 'user-options'] as const,
};
