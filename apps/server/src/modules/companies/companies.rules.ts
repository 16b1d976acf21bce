import { COUNTRY_DEFAULTS, type CompanyCountry, type CompanyPreference } from '@tenaga/contracts';

/** Domains that would be confusing or unsafe as a company's login name. */
const RESERVED_DOMAINS = new Set(['admin', 'api', 'app', 'auth', 'help', 'login', 'mail', 'root', 'signup', 'support', 'system', 'tenaga', 'www']);

export function isReservedDomain(domain: string): boolean {
  return RESERVED_DOMAINS.has(domain);
}

export const DEFAULT_PREFERENCE: CompanyPreference = {
  ICNumberMasking: true,
  leaveRequest: { editableApprovedLeave: false, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
};

/** The four roles every company starts with (spec §6; their grants come with access control). */
export const DEFAULT_ROLES = [
  { systemKey: 'administrator', name: 'Administrator', description: 'Full access to every module and setting.' },
  { systemKey: 'hrManager', name: 'HR Manager', description: 'Manages employees, time off, attendance and payroll.' },
  { systemKey: 'manager', name: 'Manager', description: 'Sees and approves for their own team.' },
  { systemKey: 'employee', name: 'Employee', description: 'Self-service: own profile, requests and payslips.' },
] as const;
export type DefaultRoleKey = (typeof DEFAULT_ROLES)[number]['systemKey'];

export function regionDefaults(country: CompanyCountry) {
  return COUNTRY_DEFAULTS[country];
}
