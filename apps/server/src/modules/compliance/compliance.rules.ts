import type { CompanyCountry } from '@tenaga/contracts';
import type { CompanyCountryRegistrations } from '@tenaga/contracts/modules/company-registrations.contracts';
import type { DocumentCategory } from '@tenaga/contracts/modules/company-documents.contracts';
import type { CountryCompliance } from '@tenaga/contracts/modules/compliance.contracts';

export interface RequiredDocument {
  readonly category: DocumentCategory;
  /** From how many employees the law asks for it; null: every employer. */
  readonly fromEmployees: number | null;
  /** The provision that asks for it, as the page cites it. */
  readonly source: string;
}

/**
 * The documents each country's labour law asks an employer to keep as its own (not per employee),
 * matched to the template categories of Settings › Document. Singapore's Key Employment Terms are
 * issued per employee from the KETs setting, so no company template is required there.
 */
export const REQUIRED_DOCUMENTS: Readonly<Record<CompanyCountry, readonly RequiredDocument[]>> = {
  SG: [],
  // Employment Act 1955 s. 10: a contract of service for more than a month is in writing.
  MY: [{ category: 'employmentContract', fromEmployees: null, source: 'Employment Act 1955, s. 10' }],
  // Law 13/2003 art. 108(1): an employer of at least 10 workers has company regulations (peraturan perusahaan).
  ID: [{ category: 'companyRegulations', fromEmployees: 10, source: 'UU 13/2003, Pasal 108' }],
  // Labour Code 2019 art. 118: every employer issues internal labour regulations, in writing from 10 employees.
  VN: [{ category: 'companyRegulations', fromEmployees: 10, source: 'Bộ luật Lao động 2019, Điều 118' }],
  // RA 7877 s. 4(a): the employer promulgates rules and regulations against sexual harassment.
  PH: [{ category: 'harassmentPolicy', fromEmployees: null, source: 'RA 7877, Sec. 4' }],
};

/** One country's state: each number kept and valid, an account at one of its banks, its required documents. */
export function countryCompliance(input: {
  registrations: CompanyCountryRegistrations;
  hasBankAccount: boolean;
  documentCategories: ReadonlySet<string>;
}): CountryCompliance {
  const { registrations } = input;
  const numbers = registrations.registrations.map((registration) => ({
    kind: registration.kind,
    status: registration.value === null ? ('missing' as const) : registration.valid ? ('ok' as const) : ('invalid' as const),
  }));
  const documents = REQUIRED_DOCUMENTS[registrations.country].map((document) => ({
    ...document,
    status: input.documentCategories.has(document.category) ? ('ok' as const) : ('missing' as const),
  }));
  const bankAccount = input.hasBankAccount ? ('ok' as const) : ('missing' as const);
  return {
    country: registrations.country,
    home: registrations.home,
    registrations: numbers,
    bankAccount,
    documents,
    complete:
      bankAccount === 'ok' && numbers.every((number) => number.status === 'ok') && documents.every((document) => document.status === 'ok'),
  };
}
