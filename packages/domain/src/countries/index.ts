// The country reference alone (`@tenaga/domain/countries`), for packages that need it without the
// rest of the domain rules and their dependencies (payroll, contracts).
export {
  COMPANY_CURRENCY_DIGITS,
  COUNTRY_REFERENCE,
  DOMAIN_COUNTRIES,
  type CompanyCurrency,
  type CountryReference,
  type DomainCountry,
} from './countries.data.ts';
