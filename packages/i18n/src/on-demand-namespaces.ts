/**
 * Namespaces the browser loads only when a page asks for them (`useTranslation(namespace)` suspends
 * until they are in), not with the signed-in app: the large texts of one feature's pages, and texts
 * only the server writes (holiday names come in its answers). Every other namespace comes with the
 * app, so a page may name it in a key without asking for it first (`t('employees:…')`).
 */
export const ON_DEMAND_NAMESPACES = [
  'payroll',
  'holidayNames',
  'audit',
  'imports',
  'attendance',
  'clientContracts',
  'attendanceCalendar',
  'attendanceResolve',
  'attendanceOverwork',
  'loans',
  'attendancePowerEdit',
  'paymentFormulas',
  'timeOff',
] as const;
