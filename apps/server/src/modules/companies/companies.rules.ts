import { COUNTRY_DEFAULTS, type CompanyCountry, type CompanyPreference } from '@tenaga/contracts';

/** Domains that would be confusing or unsafe as a company's login name. */
const RESERVED_DOMAINS = new Set([
  'admin',
  'api',
  'app',
  'auth',
  'help',
  'login',
  'mail',
  'root',
  'signup',
  'support',
  'system',
  'tenaga',
  'www',
]);

export function isReservedDomain(domain: string): boolean {
  return RESERVED_DOMAINS.has(domain);
}

export const DEFAULT_PREFERENCE: CompanyPreference = {
  ICNumberMasking: true,
  leaveRequest: { editableApprovedLeave: false, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
  bankChangeApproval: false,
};

export { DEFAULT_ROLE_KEYS, type DefaultRoleKey } from '@tenaga/contracts';

export function regionDefaults(country: CompanyCountry) {
  return COUNTRY_DEFAULTS[country];
}
