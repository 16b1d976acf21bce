import Decimal from 'decimal.js';
import {
  JOURNAL_PRODUCT_CODES,
  type JournalLine,
  type JournalSettingsFields,
  type PayrunJournal,
  type PayrunStatus,
} from '@tenaga/contracts';

export type JournalKind = 'earning' | 'deduction' | 'employer';

/**
 * What a company that saved nothing yet journals to: a plain chart of accounts (expenses in 6xxx,
 * payroll liabilities in 2xxx), each code changeable in the settings.
 */
export const DEFAULT_JOURNAL_SETTINGS: JournalSettingsFields = {
  dimension: 'none',
  earningAccount: '6100',
  deductionAccount: '2200',
  employerAccount: '6200',
  employerPayableAccount: '2300',
  netPayAccount: '2100',
  accounts: [],
};

/** Runs whose figures are final; a calculated run is still a draft (its export says so in its name). */
export const FINAL_STATUSES: readonly PayrunStatus[] = ['approved', 'paid', 'locked'];
export const EXPORTABLE_STATUSES: readonly PayrunStatus[] = ['calculated', ...FINAL_STATUSES];

/** A code may be named once: the later of two rows for the same code would silently win. */
export function duplicateCodes(accounts: readonly { code: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  accounts.forEach((row, index) => {
    if (seen.has(row.code)) duplicates.push(index);
    seen.add(row.code);
  });
  return duplicates;
}

/** One sum of the run's lines: a journal code of one kind in one cost centre (repository.lineSums). */
export interface LineSum {
  readonly code: string;
  readonly kind: string;
  readonly label: string;
  readonly costCentreId: string | null;
  readonly amount: string;
}

interface Posting {
  account: string;
  description: string;
  costCentreId: string | null;
  /** Positive: debit; negative: credit. */
  amount: Decimal;
}

const ZERO = new Decimal(0);

/**
 * The journal's lines from the run's sums: earnings and employer contributions debit expense
 * accounts, deductions and tax withheld credit liability accounts, every employer contribution is
 * credited to employer contributions payable, and net pay to net pay payable. Lines of one account
 * and cost centre are added up; an account whose sum is negative (unpaid leave on its own account)
 * is shown on the other side. Since each payslip's net is its earnings less its deductions, the
 * debits equal the credits to the cent; `balanced` says whether they do.
 */
export function buildJournal(input: {
  settings: JournalSettingsFields;
  sums: readonly LineSum[];
  nets: readonly { costCentreId: string | null; amount: string }[];
  costCentres: ReadonlyMap<string, string>;
}): Pick<PayrunJournal, 'lines' | 'totals' | 'balanced' | 'unmapped'> {
  const { settings } = input;
  const byCode = new Map(settings.accounts.map((row) => [row.code, row]));
  const postings = new Map<string, Posting>();
  const post = (account: string, description: string, costCentreId: string | null, amount: Decimal) => {
    const key = `${costCentreId ?? ''}\u0000${account}`;
    const found = postings.get(key);
    if (found) {
      found.amount = found.amount.plus(amount);
      if (!found.description && description) found.description = description;
    } else postings.set(key, { account, description, costCentreId, amount });
  };
  const unmapped = new Map<string, { code: string; label: string; kind: JournalKind }>();
  const defaultOf: Record<JournalKind, string> = {
    earning: settings.earningAccount,
    deduction: settings.deductionAccount,
    employer: settings.employerAccount,
  };

  for (const sum of input.sums) {
    if (sum.kind !== 'earning' && sum.kind !== 'deduction' && sum.kind !== 'employer') continue;
    const kind: JournalKind = sum.kind;
    const amount = new Decimal(sum.amount);
    const own = byCode.get(sum.code);
    if (!own && !amount.isZero()) unmapped.set(`${kind}:${sum.code}`, { code: sum.code, label: sum.label, kind });
    const account = own?.account ?? defaultOf[kind];
    const description = own?.description ?? '';
    if (kind === 'deduction') post(account, description, sum.costCentreId, amount.negated());
    else post(account, description, sum.costCentreId, amount);
    if (kind === 'employer') post(settings.employerPayableAccount, '', sum.costCentreId, amount.negated());
  }
  for (const net of input.nets) post(settings.netPayAccount, '', net.costCentreId, new Decimal(net.amount).negated());

  const nameOf = (id: string | null) => (id ? (input.costCentres.get(id) ?? null) : null);
  const lines: JournalLine[] = [...postings.values()]
    .filter((posting) => !posting.amount.isZero())
    .sort(
      (a, b) =>
        (nameOf(a.costCentreId) ?? '\uffff').localeCompare(nameOf(b.costCentreId) ?? '\uffff') ||
        (a.costCentreId ?? '').localeCompare(b.costCentreId ?? '') ||
        // Debits first, then credits, each by account.
        Number(a.amount.isNegative()) - Number(b.amount.isNegative()) ||
        a.account.localeCompare(b.account),
    )
    .map((posting) => ({
      account: posting.account,
      description: posting.description,
      costCentreId: posting.costCentreId,
      costCentre: nameOf(posting.costCentreId),
      debit: posting.amount.isPositive() ? posting.amount.toFixed(2) : '0.00',
      credit: posting.amount.isNegative() ? posting.amount.negated().toFixed(2) : '0.00',
    }));
  const debit = lines.reduce((total, line) => total.plus(line.debit), ZERO);
  const credit = lines.reduce((total, line) => total.plus(line.credit), ZERO);
  const order = new Map<string, number>(JOURNAL_PRODUCT_CODES.map(([code], index) => [code, index]));
  return {
    lines,
    totals: { debit: debit.toFixed(2), credit: credit.toFixed(2) },
    balanced: debit.equals(credit),
    unmapped: [...unmapped.values()].sort(
      (a, b) => (order.get(a.code) ?? order.size) - (order.get(b.code) ?? order.size) || a.code.localeCompare(b.code),
    ),
  };
}

/** The export's name: the period, and DRAFT for a run not approved yet. */
export function journalFileName(input: { period: string; status: PayrunStatus; format: 'csv' | 'xlsx' }): string {
  const draft = FINAL_STATUSES.includes(input.status) ? '' : '-DRAFT';
  return `payroll-journal-${input.period}${draft}.${input.format}`;
}
