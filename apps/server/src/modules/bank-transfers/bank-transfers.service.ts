import Decimal from 'decimal.js';
import {
  COMPANY_COUNTRIES,
  type BankLayout,
  type BankLayoutFields,
  type BankPaymentType,
  type BankTransferCheck,
  type BankTransferRequest,
  type Currency,
  type CreateBankLayoutBody,
  type TableRequest,
  type UpdateBankLayoutBody,
} from '@tenaga/contracts';
import { maskAccountNumber } from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as repo from './bank-transfers.repository.ts';
import {
  bankFileName,
  misplacedColumns,
  paidByBank,
  problemsOf,
  tidyBankLayout,
  writeBankFile,
  type BankPayee,
} from './bank-transfers.rules.ts';

export interface BankTransfersServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  reference: Pick<ModuleServices['reference'], 'banks'>;
}

/** The audit trail's names for a layout and for a file written. */
const ENTITY = 'bank-layout';
const FILE_ENTITY = 'bank-file';

const fieldsOf = (row: repo.BankLayoutRow): BankLayoutFields => ({
  name: row.name,
  description: row.description,
  separator: row.separator,
  delimiter: row.delimiter,
  quote: row.quote,
  lineEnding: row.lineEnding,
  finalLineEnding: row.finalLineEnding,
  banks: row.banks,
  paymentTypeCodes: row.paymentTypeCodes ?? null,
  header: row.header,
  detail: row.detail,
  trailer: row.trailer,
});

const toBankLayout = (row: repo.BankLayoutRow): BankLayout => ({
  id: row.id,
  ...fieldsOf(row),
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

/** A layout whose header or trailer reads a person would write blanks there: refused by field. */
function checkLayout(fields: BankLayoutFields) {
  const misplaced = misplacedColumns(fields);
  if (misplaced.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: Object.fromEntries(misplaced.map((field) => [field, 'bankTransfers:errors.detailSourceOnly'])),
    });
  }
}

/** Bank transfer: layouts kept as data (each change audited) and the bank file of a payrun. */
export function createBankTransfersService({ tenant, clock, reference }: BankTransfersServiceDeps) {
  const bankIndex = new Map(COMPANY_COUNTRIES.flatMap((country) => reference.banks(country).map((bank) => [bank.value, bank] as const)));

  async function load(tx: Transaction, companyId: string, id: string) {
    const row = await repo.find(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  /** The run's payees and the file's facts; a run that is not approved, paid or locked cannot pay yet. */
  async function gather(
    tx: Transaction,
    companyId: string,
    input: { payrunId: string; bankAccountId: string; valueDate: string; paymentType: BankPaymentType },
  ) {
    const run = await repo.findRun(tx, companyId, input.payrunId);
    if (!run) throw notFound();
    if (!['approved', 'paid', 'locked'].includes(run.status)) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { payrunId: 'bankTransfers:errors.runNotApproved' } });
    }
    const account = await repo.findAccount(tx, companyId, input.bankAccountId);
    if (!account) throw notFound();
    const company = await repo.company(tx, companyId);
    const payees: BankPayee[] = (await repo.payees(tx, companyId, run.id)).map((row) => {
      const bank = row.bankCode ? bankIndex.get(row.bankCode) : undefined;
      return {
        employeeId: row.employeeId,
        employmentNumber: row.employmentNumber,
        name: `${row.firstName} ${row.lastName}`.trim(),
        paymentModeId: row.paymentModeId,
        bankCode: row.bankCode,
        bankName: bank?.label ?? row.bankCode,
        swift: bank?.swift ?? null,
        accountName: row.accountName,
        accountNumber: row.accountNumber,
        net: row.net,
      };
    });
    const originatingBank = bankIndex.get(account.bankCode);
    const facts = {
      companyName: company.name,
      originatingAccountNumber: account.accountNumber,
      originatingAccountName: account.accountName,
      originatingBankCode: account.bankCode,
      originatingSwift: originatingBank?.swift ?? '',
      valueDate: input.valueDate,
      creationDate: calendarDate(clock.now(), company.timezone),
      period: run.period,
      paymentType: input.paymentType,
    };
    return { run, account, facts, payees };
  }

  function check(payees: readonly BankPayee[], layout: Pick<BankLayoutFields, 'banks'>, excluded: ReadonlySet<string>, currency: Currency) {
    const problems: BankTransferCheck['problems'] = [];
    const otherModes: BankTransferCheck['otherModes'] = [];
    const paid: BankPayee[] = [];
    for (const payee of payees) {
      const person = { employeeId: payee.employeeId, employmentNumber: payee.employmentNumber, name: payee.name };
      if (!paidByBank(payee)) {
        otherModes.push({
          ...person,
          paymentMode: payee.paymentModeId === 3 ? 'cheque' : 'cash',
          amount: new Decimal(payee.net).toFixed(2),
        });
        continue;
      }
      const found = problemsOf(payee, layout);
      problems.push(...found.map((problem) => ({ ...person, problem, bankName: payee.bankName })));
      if (found.length === 0 && !excluded.has(payee.employeeId)) paid.push(payee);
    }
    const total = paid.reduce((sum, payee) => sum.plus(new Decimal(payee.net).toDecimalPlaces(2)), new Decimal(0));
    return { problems, otherModes, paid, count: paid.length, total: total.toFixed(2), currency };
  }

  return {
    async table(auth: RequestAuth, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.table(tx, auth.companyId, request));
      return { data: page.rows.map(toBankLayout), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    create: (auth: RequestAuth, actor: Actor, body: CreateBankLayoutBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const fields = tidyBankLayout(body);
          checkLayout(fields);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name })) throw nameTaken();
          const now = clock.now();
          const row = await repo.insert(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: ENTITY, entityId: row.id, action: 'create', after: fields });
          return toBankLayout(row);
        }),
      ),

    update: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdateBankLayoutBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await load(tx, auth.companyId, id);
          const fields = tidyBankLayout(body);
          checkLayout(fields);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name, exceptId: id })) throw nameTaken();
          const row = await repo.update(tx, auth.companyId, { id, expectedVersion: version, set: { ...fields, updatedAt: clock.now() } });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'update', ...changedFields(fieldsOf(before), fields) });
          return toBankLayout(row);
        }),
      ),

    remove: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await load(tx, auth.companyId, id);
        await repo.remove(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'delete', before: fieldsOf(before) });
      }),

    choices: (auth: RequestAuth) =>
      tenant(auth.companyId, async (tx) => {
        const [runs, accounts, layouts] = await Promise.all([
          repo.payableRuns(tx, auth.companyId),
          repo.accounts(tx, auth.companyId),
          repo.layoutChoices(tx, auth.companyId),
        ]);
        return {
          payruns: runs.map((run) => ({ ...run, net: run.net ?? null, currency: run.currency as Currency })),
          accounts: accounts.map((account) => ({
            id: account.id,
            bankName: bankIndex.get(account.bankCode)?.label ?? account.bankCode,
            accountNumber: maskAccountNumber(account.accountNumber),
            currency: account.currency as Currency,
            isDefault: account.isDefault,
          })),
          layouts: layouts.map((layout) => ({ id: layout.id, name: layout.name, paymentTypes: layout.paymentTypeCodes !== null })),
        };
      }),

    check: (auth: RequestAuth, body: BankTransferRequest): Promise<BankTransferCheck> =>
      tenant(auth.companyId, async (tx) => {
        const layout = await load(tx, auth.companyId, body.layoutId);
        const { run, payees } = await gather(tx, auth.companyId, body);
        const { paid: _paid, ...result } = check(payees, layout, new Set(body.excludeEmployeeIds), run.currency as Currency);
        return result;
      }),

    /** The file a layout being edited writes: people with problems are left out, so the preview always shows a file. */
    preview: (
      auth: RequestAuth,
      body: { payrunId: string; bankAccountId: string; valueDate: string; paymentType: BankPaymentType; layout: BankLayoutFields },
    ) =>
      tenant(auth.companyId, async (tx) => {
        checkLayout(body.layout);
        const { run, facts, payees } = await gather(tx, auth.companyId, body);
        const { paid } = check(payees, body.layout, new Set(), run.currency as Currency);
        return { content: writeBankFile({ layout: body.layout, facts, payees: paid }), left: payees.length - paid.length };
      }),

    /**
     * The file, written only when no one it would pay has a problem (or those people are left out by
     * name). The audit entry keeps what was paid and from which account, its number cut to the last
     * 4 digits: the trail is read by more people than the file.
     */
    file: (auth: RequestAuth, actor: Actor, body: BankTransferRequest): Promise<FileBody> =>
      tenant(auth.companyId, async (tx) => {
        const row = await load(tx, auth.companyId, body.layoutId);
        const layout = fieldsOf(row);
        const { run, account, facts, payees } = await gather(tx, auth.companyId, body);
        const excluded = new Set(body.excludeEmployeeIds);
        const result = check(payees, layout, excluded, run.currency as Currency);
        const blocking = result.problems.filter((problem) => !excluded.has(problem.employeeId));
        if (blocking.length > 0) {
          throw new AppError('BANK_FILE_PROBLEMS', { values: { count: new Set(blocking.map((problem) => problem.employeeId)).size } });
        }
        if (result.count === 0) throw new AppError('BANK_FILE_EMPTY');
        const content = writeBankFile({ layout, facts, payees: result.paid });
        const name = bankFileName({ period: run.period, layoutName: layout.name, valueDate: body.valueDate, separator: layout.separator });
        await writeAudit(tx, actor, {
          entity: FILE_ENTITY,
          entityId: run.id,
          action: 'generate',
          subject: name,
          after: {
            period: run.period,
            layout: layout.name,
            fromAccount: maskAccountNumber(account.accountNumber),
            valueDate: body.valueDate,
            paymentType: layout.paymentTypeCodes ? body.paymentType : null,
            count: result.count,
            total: result.total,
            excluded: body.excludeEmployeeIds.length,
          },
        });
        return {
          name,
          contentType: layout.separator === 'delimited' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
          content: Buffer.from(content, 'utf8'),
        };
      }),
  };
}

export type BankTransfersService = ReturnType<typeof createBankTransfersService>;
