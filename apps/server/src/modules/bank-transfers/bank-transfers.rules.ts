import Decimal from 'decimal.js';
import type { BankColumn, BankDateFormat, BankLayoutFields, BankPaymentType, BankProblem, CreateBankLayoutBody } from '@tenaga/contracts';
import { BANK_DETAIL_SOURCES } from '@tenaga/contracts';
import { validateBankAccount } from '@tenaga/domain';
import { tidyName } from '../../lib/unique-name.ts';

/** What is stored of a body: the name tidied (names are compared that way), the description trimmed. */
export function tidyBankLayout(body: CreateBankLayoutBody): CreateBankLayoutBody {
  return { ...body, name: tidyName(body.name), description: body.description.trim(), banks: [...new Set(body.banks)] };
}

/** A person a payrun pays, as the bank file needs them. */
export interface BankPayee {
  readonly employeeId: string;
  readonly employmentNumber: string;
  readonly name: string;
  /** Spec §3 payment modes: 1 bank transfer, 2 cash, 3 cheque; null counts as a bank transfer. */
  readonly paymentModeId: number | null;
  readonly bankCode: string | null;
  readonly bankName: string | null;
  readonly swift: string | null;
  readonly accountName: string | null;
  readonly accountNumber: string | null;
  /** Net pay, exact decimal string. */
  readonly net: string;
}

/** The file's own facts, which header and trailer columns read. */
export interface BankFileFacts {
  readonly companyName: string;
  readonly originatingAccountNumber: string;
  readonly originatingAccountName: string;
  readonly originatingBankCode: string;
  readonly originatingSwift: string;
  /** ISO dates. */
  readonly valueDate: string;
  readonly creationDate: string;
  readonly period: string;
  readonly paymentType: BankPaymentType;
}

export const paidByBank = (payee: Pick<BankPayee, 'paymentModeId'>) => payee.paymentModeId === null || payee.paymentModeId === 1;

/**
 * The problems the bank would refuse a person for, in the order a person fixes them: no account,
 * an account whose digits do not fit the bank (spec §5 table), a net that is not positive, a bank
 * the layout does not pay.
 */
export function problemsOf(payee: BankPayee, layout: Pick<BankLayoutFields, 'banks'>): BankProblem[] {
  const problems: BankProblem[] = [];
  if (!payee.bankCode || !payee.accountNumber?.trim()) problems.push('noBankAccount');
  else if (!validateBankAccount({ bankCode: payee.bankCode, accountNumber: payee.accountNumber }).ok) problems.push('accountDigits');
  if (!new Decimal(payee.net).gt(0)) problems.push('netNotPositive');
  if (payee.bankCode && layout.banks.length > 0 && !layout.banks.includes(payee.bankCode)) problems.push('bankNotInLayout');
  return problems;
}

export function formatDate(iso: string, format: BankDateFormat): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  switch (format) {
    case 'YYYYMMDD':
      return `${year}${month}${day}`;
    case 'DDMMYYYY':
      return `${day}${month}${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYMMDD':
      return `${year.slice(2)}${month}${day}`;
  }
}

/** An amount as the column writes it: 2 decimals ('1234.50') or cents without a separator ('123450'). */
export function formatAmount(amount: Decimal, format: BankColumn['amountFormat']): string {
  const fixed = amount.toFixed(2, Decimal.ROUND_HALF_UP);
  return format === 'cents' ? fixed.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1') : fixed;
}

/** A value fitted to the column's width: padded on the side away from its alignment, or cut. */
export function fit(value: string, column: Pick<BankColumn, 'width' | 'padChar' | 'align'>): string {
  if (column.width === 0) return value;
  if (value.length >= column.width)
    return column.align === 'right' ? value.slice(value.length - column.width) : value.slice(0, column.width);
  return column.align === 'right' ? value.padStart(column.width, column.padChar) : value.padEnd(column.width, column.padChar);
}

interface RecordContext {
  readonly facts: BankFileFacts;
  readonly layout: BankLayoutFields;
  readonly recordNumber: number;
  readonly count: number;
  readonly total: Decimal;
  readonly payee?: BankPayee;
}

function rawValue(column: BankColumn, context: RecordContext): string {
  const { facts, payee } = context;
  switch (column.source) {
    case 'literal':
      return column.literal;
    case 'recordNumber':
      return String(context.recordNumber);
    case 'companyName':
      return facts.companyName;
    case 'originatingAccountNumber':
      return facts.originatingAccountNumber;
    case 'originatingAccountName':
      return facts.originatingAccountName;
    case 'originatingBankCode':
      return facts.originatingBankCode;
    case 'originatingSwift':
      return facts.originatingSwift;
    case 'valueDate':
      return formatDate(facts.valueDate, column.dateFormat);
    case 'creationDate':
      return formatDate(facts.creationDate, column.dateFormat);
    case 'period':
      return facts.period;
    case 'paymentType':
      return context.layout.paymentTypeCodes?.[facts.paymentType] ?? '';
    case 'count':
      return String(context.count);
    case 'totalAmount':
      return formatAmount(context.total, column.amountFormat);
    case 'employmentNumber':
      return payee?.employmentNumber ?? '';
    case 'employeeName':
      return payee?.name ?? '';
    case 'accountName':
      return payee?.accountName || payee?.name || '';
    case 'accountNumber':
      return (payee?.accountNumber ?? '').replace(/[\s-]/g, '');
    case 'bankCode':
      return payee?.bankCode ?? '';
    case 'bankName':
      return payee?.bankName ?? '';
    case 'swift':
      return payee?.swift ?? '';
    case 'amount':
      return formatAmount(new Decimal(payee?.net ?? 0), column.amountFormat);
  }
}

function quoted(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function record(columns: readonly BankColumn[], context: RecordContext): string {
  const { layout } = context;
  const values = columns.map((column) => {
    // Line breaks inside a value would split a record in two: banks read them as a new record.
    const raw = rawValue(column, context).replace(/[\r\n]+/g, ' ');
    return fit(column.upperCase ? raw.toUpperCase() : raw, column);
  });
  if (layout.separator === 'fixed') return values.join('');
  return values.map((value) => (layout.quote ? quoted(value, layout.delimiter) : value)).join(layout.delimiter);
}

/** Columns reading a person outside detail records: they would write blanks, so the editor refuses them. */
export function misplacedColumns(layout: Pick<BankLayoutFields, 'header' | 'trailer'>): string[] {
  return (['header', 'trailer'] as const).flatMap((kind) =>
    layout[kind].flatMap((column, index) => (BANK_DETAIL_SOURCES.includes(column.source) ? [`${kind}.${index}.source`] : [])),
  );
}

/**
 * The file: the header record, one detail record per payee, the trailer record. The trailer's total
 * is the exact sum of the amounts the detail lines carry (each rounded to the cent as written), so
 * the bank's check of total against lines holds to the cent.
 */
export function writeBankFile({
  layout,
  facts,
  payees,
}: {
  layout: BankLayoutFields;
  facts: BankFileFacts;
  payees: readonly BankPayee[];
}): string {
  const total = payees.reduce((sum, payee) => sum.plus(new Decimal(payee.net).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)), new Decimal(0));
  const base = { facts, layout, count: payees.length, total };
  const lines: string[] = [];
  if (layout.header.length > 0) lines.push(record(layout.header, { ...base, recordNumber: 1 }));
  payees.forEach((payee, index) => lines.push(record(layout.detail, { ...base, recordNumber: index + 1, payee })));
  if (layout.trailer.length > 0) lines.push(record(layout.trailer, { ...base, recordNumber: lines.length + 1 }));
  const eol = layout.lineEnding === 'crlf' ? '\r\n' : '\n';
  return lines.join(eol) + (layout.finalLineEnding && lines.length > 0 ? eol : '');
}

/** A sensible name for the file: the period, the layout and the value date ('salary-2026-10-generic-csv-20261031.csv'). */
export function bankFileName({
  period,
  layoutName,
  valueDate,
  separator,
}: {
  period: string;
  layoutName: string;
  valueDate: string;
  separator: 'fixed' | 'delimited';
}): string {
  const slug = layoutName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `salary-${period}${slug ? `-${slug}` : ''}-${valueDate.replaceAll('-', '')}.${separator === 'delimited' ? 'csv' : 'txt'}`;
}
