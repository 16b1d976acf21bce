/** A list item or site that employee records point to is not deleted: the refusal names how many. */
export function usageRefusal(row: { name: string; employeeCount: number }): { name: string; count: number } | null {
  return row.employeeCount > 0 ? { name: row.name, count: row.employeeCount } : null;
}

/** The audit trail's entity for each list (audit.contracts AUDIT_MODULES.organisation). */
export const LIST_ENTITIES = {
  departments: 'department',
  jobTitles: 'job-title',
  employeeCategories: 'employee-category',
  commercialSectors: 'commercial-sector',
} as const;
