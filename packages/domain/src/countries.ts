/**
 * The countries whose rules this package knows: the countries of Tenaga's companies. Kept here
 * rather than imported from the contracts, which sit above this package (architecture.md).
 */
export const DOMAIN_COUNTRIES = ['SG', 'ID', 'MY', 'VN', 'PH'] as const;
export type DomainCountry = (typeof DOMAIN_COUNTRIES)[number];
