import { z } from 'zod';
import { IdParamsSchema, OkSchema, TimestampSchema, VersionSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';
import { CompanyCountrySchema, CurrencySchema } from '../region.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';

/** A company keeps a handful of paying accounts; more is a mistake, not a bank file. */
export const COMPANY_BANK_ACCOUNTS_MAX = 20;

/** An account the company pays salaries from: a payrun's bank file names one. */
export const CompanyBankAccountSchema = z.object({
  id: z.uuid(),
  /** The bank's country (from the bank chosen). */
  country: CompanyCountrySchema,
  /** A bank of GET countries/:code/banks. */
  bankCode: z.string(),
  bankName: z.string(),
  swift: z.string().nullable(),
  /** Digits only; masked (last 4) for a caller who may only view the company's settings. */
  accountNumber: z.string(),
  accountName: z.string(),
  branch: z.string().nullable(),
  currency: CurrencySchema,
  /** The account a payrun pays from unless it names another; at most one. */
  isDefault: z.boolean(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type CompanyBankAccount = z.infer<typeof CompanyBankAccountSchema>;

export const CompanyBankAccountBodySchema = z.strictObject({
  bankCode: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(40, { error: v.invalidOption }),
  accountNumber: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(40, { error: v.tooLong }),
  accountName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong }),
  branch: z.string().trim().max(120, { error: v.tooLong }).nullable().optional(),
  currency: CurrencySchema,
  isDefault: z.boolean().default(false),
});
export type CompanyBankAccountBody = z.infer<typeof CompanyBankAccountBodySchema>;

export const listCompanyBanks = defineRoute({
  method: 'GET',
  path: '/companies/banks',
  summary: "The company's own bank accounts (the accounts payruns pay from), the default first",
  tags: ['companyBanks'],
  permission: menuAccess('companyAccount', 'view'),
  response: z.array(CompanyBankAccountSchema),
});

export const createCompanyBank = defineRoute({
  method: 'POST',
  path: '/companies/banks',
  summary: 'Add a bank account of the company',
  tags: ['companyBanks'],
  // Compliance shows whether each country has a paying account.
  cache: { changes: ['companyBanks', 'compliance'] },
  permission: menuAccess('companyAccount', 'edit'),
  body: CompanyBankAccountBodySchema,
  response: CompanyBankAccountSchema,
});

export const updateCompanyBank = defineRoute({
  method: 'PUT',
  path: '/companies/banks/:id',
  summary: 'Change a bank account of the company',
  tags: ['companyBanks'],
  cache: { changes: ['companyBanks', 'compliance'] },
  permission: menuAccess('companyAccount', 'edit'),
  params: IdParamsSchema,
  body: CompanyBankAccountBodySchema.extend({ version: VersionSchema }),
  response: CompanyBankAccountSchema,
});

export const deleteCompanyBank = defineRoute({
  method: 'DELETE',
  path: '/companies/banks/:id',
  summary: 'Remove a bank account of the company',
  tags: ['companyBanks'],
  cache: { changes: ['companyBanks', 'compliance'] },
  permission: menuAccess('companyAccount', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

/** Routes of the Company account page (companies.contracts.ts claims its menu item). */
export const companyBanksApi = defineApiModule({ name: 'companyBanks', menu: [] });
