import {
  COMPANY_BANK_ACCOUNTS_MAX,
  type CompanyBankAccount,
  type CompanyBankAccountBody,
} from '@tenaga/contracts/modules/company-banks.contracts';
import { COMPANY_COUNTRIES, menuAccess, type CompanyCountry, type Currency } from '@tenaga/contracts';
import { BANK_ACCOUNT_DIGITS, maskAccountNumber, OTHER_BANK_ACCOUNT_LENGTH, validateBankAccount } from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as repo from './company-banks.repository.ts';

type BankLookup = Pick<ModuleServices['reference'], 'banks'>;

/** The bank of a code in the product's bank lists, with its country. */
function findBank(reference: BankLookup, bankCode: string) {
  for (const country of COMPANY_COUNTRIES) {
    const bank = reference.banks(country).find((candidate) => candidate.value === bankCode);
    if (bank) return { country, bank };
  }
  return undefined;
}

/**
 * The account numbers the audit trail keeps: masked as for a viewer, which tells accounts apart
 * without spreading full numbers to everyone who may read the trail.
 */
const auditView = (row: Pick<repo.CompanyBankRow, 'bankCode' | 'accountNumber' | 'accountName' | 'branch' | 'currency' | 'isDefault'>) => ({
  bankCode: row.bankCode,
  accountNumber: maskAccountNumber(row.accountNumber),
  accountName: row.accountName,
  branch: row.branch,
  currency: row.currency,
  isDefault: row.isDefault,
});

/** A payrun's paying accounts: the company's own bank accounts, with the bank's number rules of spec §5. */
export function createCompanyBanks(deps: {
  tenant: TenantRunner;
  clock: Clock;
  reference: BankLookup;
  access: Pick<ModuleServices['access'], 'authorize'>;
}) {
  const { tenant, clock, reference } = deps;

  const toAccount = (row: repo.CompanyBankRow, options: { masked: boolean }): CompanyBankAccount => {
    const found = findBank(reference, row.bankCode);
    return {
      id: row.id,
      country: row.country as CompanyCountry,
      bankCode: row.bankCode,
      bankName: found?.bank.label ?? row.bankCode,
      swift: found?.bank.swift ?? null,
      accountNumber: options.masked ? maskAccountNumber(row.accountNumber) : row.accountNumber,
      accountName: row.accountName,
      branch: row.branch,
      currency: row.currency as Currency,
      isDefault: row.isDefault,
      updatedAt: row.updatedAt.getTime(),
      version: row.version,
    };
  };

  /** The body checked against the bank lists and the bank's digits (spec §5), as it is stored. */
  const checked = (body: CompanyBankAccountBody) => {
    const found = findBank(reference, body.bankCode);
    if (!found) throw new AppError('VALIDATION_FAILED', { fieldErrors: { bankCode: 'validation:invalidOption' } });
    const number = validateBankAccount({ bankCode: body.bankCode, accountNumber: body.accountNumber });
    if (!number.ok) {
      const row = BANK_ACCOUNT_DIGITS.find((candidate) => candidate.bankCodes.includes(body.bankCode));
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { accountNumber: row ? 'validation:bankAccountDigits' : 'validation:bankAccountLength' },
        values: row
          ? { bank: row.bank, digits: row.digits.join(' / ') }
          : { min: OTHER_BANK_ACCOUNT_LENGTH.min, max: OTHER_BANK_ACCOUNT_LENGTH.max },
      });
    }
    return {
      country: found.country,
      bankCode: body.bankCode,
      accountNumber: number.value,
      accountName: body.accountName,
      branch: body.branch ?? null,
      currency: body.currency,
      isDefault: body.isDefault,
    };
  };

  /** Two saves of the same account, or two saves racing to be the default, meet a unique index. */
  const refuseDuplicates = (error: unknown): never => {
    if (isUniqueViolation(error, 'company_bank_accounts_number_key'))
      throw new AppError('BANK_ACCOUNT_TAKEN', { fieldErrors: { accountNumber: 'errors:BANK_ACCOUNT_TAKEN' } });
    if (isUniqueViolation(error, 'company_bank_accounts_default_key')) throw new AppError('CONFLICT');
    throw error;
  };

  const canEdit = (auth: RequestAuth) =>
    deps.access.authorize(auth, menuAccess('companyAccount', 'edit')).then(
      () => true,
      () => false,
    );

  return {
    /**
     * The accounts the company pays from, full numbers, the default first: what a bank file is made
     * from. In the caller's transaction, for the module that writes the file.
     */
    async accountsOf(tx: Transaction, companyId: string): Promise<CompanyBankAccount[]> {
      return (await repo.listBankAccounts(tx, companyId)).map((row) => toAccount(row, { masked: false }));
    },

    /** Whether the company has an account at a bank of each country (Compliance). */
    async countriesWithAccounts(tx: Transaction, companyId: string): Promise<Set<string>> {
      return new Set((await repo.listBankAccounts(tx, companyId)).map((row) => row.country));
    },

    /** The list of the Company account page: full numbers for those who may change them, the last 4 digits for the others. */
    async list(auth: RequestAuth): Promise<CompanyBankAccount[]> {
      const masked = !(await canEdit(auth));
      const rows = await tenant(auth.companyId, (tx) => repo.listBankAccounts(tx, auth.companyId));
      return rows.map((row) => toAccount(row, { masked }));
    },

    async create(actor: Actor, body: CompanyBankAccountBody): Promise<CompanyBankAccount> {
      const values = checked(body);
      const now = clock.now();
      try {
        return await tenant(actor.companyId, async (tx) => {
          const existing = await repo.countBankAccounts(tx, actor.companyId);
          if (existing >= COMPANY_BANK_ACCOUNTS_MAX)
            throw new AppError('UNPROCESSABLE', {
              fieldErrors: { bankCode: 'validation:bankAccountsLimit' },
              values: { max: COMPANY_BANK_ACCOUNTS_MAX },
            });
          // The first account is the one payruns pay from until another is chosen.
          const isDefault = values.isDefault || existing === 0;
          if (isDefault) await repo.clearDefault(tx, actor.companyId, null);
          const row = await repo.insertBankAccount(tx, {
            ...values,
            isDefault,
            companyId: actor.companyId,
            createdAt: now,
            updatedAt: now,
          });
          await writeAudit(tx, actor, { entity: 'company-bank-account', entityId: row.id, action: 'create', after: auditView(row) });
          return toAccount(row, { masked: false });
        });
      } catch (error) {
        return refuseDuplicates(error);
      }
    },

    async update(actor: Actor, input: { id: string; body: CompanyBankAccountBody & { version: number } }): Promise<CompanyBankAccount> {
      const values = checked(input.body);
      try {
        return await tenant(actor.companyId, async (tx) => {
          const before = await repo.findBankAccount(tx, actor.companyId, input.id);
          if (!before) throw notFound();
          // The default moves only by choosing another one: unticking it leaves it the default.
          const isDefault = values.isDefault || before.isDefault;
          if (isDefault && !before.isDefault) await repo.clearDefault(tx, actor.companyId, input.id);
          const after = await repo.updateBankAccount(tx, actor.companyId, {
            id: input.id,
            expectedVersion: input.body.version,
            set: { ...values, isDefault, updatedAt: clock.now() },
          });
          if (!after) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'company-bank-account',
            entityId: input.id,
            action: 'update',
            ...changedFields(auditView(before), auditView(after)),
          });
          return toAccount(after, { masked: false });
        });
      } catch (error) {
        return refuseDuplicates(error);
      }
    },

    /** Removes an account; when it was the default, the oldest remaining one becomes it. */
    async remove(actor: Actor, id: string): Promise<void> {
      await tenant(actor.companyId, async (tx) => {
        const removed = await repo.deleteBankAccount(tx, actor.companyId, id);
        if (!removed) throw notFound();
        if (removed.isDefault) {
          const [next] = await repo.listBankAccounts(tx, actor.companyId);
          if (next) await repo.makeDefault(tx, actor.companyId, next.id);
        }
        await writeAudit(tx, actor, { entity: 'company-bank-account', entityId: id, action: 'delete', before: auditView(removed) });
      });
    },
  };
}

export type CompanyBanks = ReturnType<typeof createCompanyBanks>;
