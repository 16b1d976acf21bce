import { leavePolicyProblems } from './policy-problems.ts';
import { addMonths, fromDayNumber, requireDayNumber } from './leave-dates.ts';
import { Decimal, daysString, toDays, ZERO } from './leave-decimal.ts';
import { creditDays, earnedThrough, entitlementContext, type EntitlementContext } from './entitlement.ts';
import { leaveYearDaysOf, type LeaveYearDays } from './leave-year.ts';
import type { LeaveDays, LeavePolicy } from './policy.types.ts';

/**
 * A stored ledger entry (append-only: a cancellation is a reversing entry). `days` is the signed
 * effect on the balance: taking 2 days is '-2', cancelling them '2'.
 */
export interface LeaveLedgerEntry {
  readonly id?: string;
  readonly kind: 'opening' | 'taken' | 'pending' | 'adjustment' | 'encashment' | 'convertedLeave';
  /** YYYY-MM-DD: the leave day for taken and pending, the effective day for the others. */
  readonly date: string;
  readonly days: LeaveDays;
  readonly reason?: string;
}

/** What the engine derives from the policy. */
export type DerivedLineKind = 'accrual' | 'carryForward' | 'expiry';

export interface LeaveLedgerLine {
  readonly date: string;
  readonly kind: LeaveLedgerEntry['kind'] | DerivedLineKind;
  /** Signed days; the lines of a balance's trace add up to it. */
  readonly days: string;
  /**
   * Why: a stored entry's own reason, or for derived lines 'accrual' (with the period), 'carryForward'
   * (the previous year's closing balance), 'yearEnd' (on the year's first day, the part of it over the
   * carry-forward cap, or all of it when nothing carries) or 'carryForwardExpired' (carried days
   * still unused at their expiry; days taken are charged to carried days first).
   */
  readonly reason: string;
  readonly entryId?: string;
  readonly period?: { readonly from: string; readonly to: string };
}

/** A later version of a policy: its rules from `from` (YYYY-MM-DD) on. */
export interface LeavePolicyVersion {
  readonly from: string;
  readonly policy: LeavePolicy;
}

export interface LeaveBalanceQuery {
  /** The policy's rules before its first later version (all of them when it has none). */
  readonly policy: LeavePolicy;
  /**
   * Later versions in date order. A leave year follows the version in force on the day it begins for
   * the employee (its first day, of service or of the assignment): a change never rewrites a year
   * already begun, and the years before it keep the rules they had. Versions keep the leave year's kind.
   */
  readonly versions?: readonly LeavePolicyVersion[];
  /** The policy applies to the employee from this date, with this balance (the starting value in days) then. */
  readonly assignment: { readonly from: string; readonly startingDays?: LeaveDays | null };
  readonly employee: { readonly hiringDate: string; readonly cessationDate: string | null };
  readonly entries: readonly LeaveLedgerEntry[];
  /** YYYY-MM-DD, past or future: the balance at the end of this day. */
  readonly date: string;
}

/** The fixed shape of the balance API: decimal strings of days, for the leave year holding the date. */
export interface LeaveBalanceFigures {
  /** The year's whole entitlement, pro-rated for the service in it (not part of the sum). */
  readonly entitled: string;
  readonly accrued: string;
  readonly taken: string;
  readonly pending: string;
  /** Brought into the year: the previous year's closing balance (before the cap) and the starting value (opening). */
  readonly carriedForward: string;
  /** Lapsed this year: the closing brought in over the cap, then carried days unused by their expiry. */
  readonly expired: string;
  /** Adjustments, encashment (negative) and time off in lieu from overtime (converted leave). */
  readonly adjusted: string;
  /** carriedForward + accrued + adjusted − taken − pending − expired. */
  readonly balance: string;
}

export interface LeaveBalance extends LeaveBalanceFigures {
  readonly leaveYear: { readonly start: string; readonly end: string };
  /** The year's ledger lines up to the date, in order; they add up to the balance. */
  readonly trace: readonly LeaveLedgerLine[];
}

interface Line {
  readonly day: number;
  /** Order within a day: carried days first, then credits, stored entries, expiries last. */
  readonly order: number;
  readonly kind: LeaveLedgerLine['kind'];
  readonly days: Decimal;
  readonly reason: string;
  readonly entryId?: string;
  readonly periodFrom?: number;
}

interface ParsedEntry {
  readonly day: number;
  readonly entry: LeaveLedgerEntry;
  readonly days: Decimal;
}

const ORDER = { carryForward: 0, accrual: 1, stored: 2, expiry: 3 } as const;
const USES = new Set<string>(['taken', 'pending', 'encashment']);

function parseEntries(query: LeaveBalanceQuery): ParsedEntry[] {
  const parsed = query.entries.map((entry, index) => ({
    day: requireDayNumber(entry.date, `entries[${index}].date`),
    entry,
    days: toDays(entry.days, `entries[${index}].days`),
  }));
  const starting = query.assignment.startingDays;
  if (starting !== undefined && starting !== null && starting !== '0') {
    const day = requireDayNumber(query.assignment.from, 'assignment.from');
    parsed.push({
      day,
      entry: { kind: 'opening', date: query.assignment.from, days: starting, reason: 'startingValue' },
      days: toDays(starting, 'assignment.startingDays'),
    });
  }
  // Stable: entries of a day keep the order they were given in.
  return parsed.sort((a, b) => a.day - b.day);
}

/**
 * The ledger lines of one leave year through the end of `through`; not detailed (a past year, whose
 * closing is all that is needed, or a balance without its trace), the accruals through it are one line.
 */
function yearLines(
  context: EntitlementContext,
  year: LeaveYearDays,
  through: number,
  carriedIn: Decimal,
  entries: readonly ParsedEntry[],
  assignedFrom: number,
  detailed: boolean,
): Line[] {
  const { policy } = context;
  const lines: Line[] = [];
  // The previous year's closing comes in whole; what the carry-forward rule does not keep lapses at once.
  let kept = carriedIn;
  if (!carriedIn.isZero()) {
    lines.push({ day: year.start, order: ORDER.carryForward, kind: 'carryForward', days: carriedIn, reason: 'carryForward' });
    const { carryForward } = policy;
    const cap = carryForward === null ? ZERO : carryForward.maxDays === null ? null : toDays(carryForward.maxDays, 'carryForward.maxDays');
    const lapsed = cap === null || carriedIn.lessThanOrEqualTo(cap) ? ZERO : carriedIn.minus(cap);
    if (!lapsed.isZero())
      lines.push({ day: year.start, order: ORDER.carryForward, kind: 'expiry', days: lapsed.negated(), reason: 'yearEnd' });
    kept = carriedIn.minus(lapsed);
  }
  for (const parsed of entries)
    lines.push({
      day: parsed.day,
      order: ORDER.stored,
      kind: parsed.entry.kind,
      days: parsed.days,
      reason: parsed.entry.reason ?? parsed.entry.kind,
      ...(parsed.entry.id === undefined ? {} : { entryId: parsed.entry.id }),
    });
  lines.push(...(detailed ? accrualLines(context, year, through, assignedFrom) : accrualTotal(context, year, through, assignedFrom)));
  const expiryMonths = policy.carryForward?.expiryMonths ?? null;
  if (kept.greaterThan(0) && expiryMonths !== null) {
    const expiryDay = addMonths(year.start, expiryMonths) - 1;
    if (expiryDay <= through && expiryDay <= year.end) {
      // Days taken are charged to the carried days first: what is left of them by the expiry lapses.
      let used = ZERO;
      for (const line of lines) if (line.day <= expiryDay && USES.has(line.kind)) used = used.minus(line.days);
      const lapsed = Decimal.max(ZERO, kept.minus(Decimal.max(ZERO, used)));
      if (!lapsed.isZero())
        lines.push({ day: expiryDay, order: ORDER.expiry, kind: 'expiry', days: lapsed.negated(), reason: 'carryForwardExpired' });
    }
  }
  lines.sort((a, b) => a.day - b.day || a.order - b.order);
  return lines;
}

/** Earned before the assignment's date is in its starting value, so credits start after it. */
function accrualLines(context: EntitlementContext, year: LeaveYearDays, through: number, assignedFrom: number): Line[] {
  const upfront = context.policy.accrual.method === 'upfront';
  const lines: Line[] = [];
  let creditedBefore = ZERO;
  let previousDay = year.start - 1;
  for (const day of creditDays(context, year)) {
    if (day > through) break;
    const cumulative = earnedThrough(context, year, upfront ? year.end : day);
    const credit = cumulative.minus(creditedBefore);
    creditedBefore = cumulative;
    if (day >= assignedFrom && !credit.isZero())
      lines.push({ day, order: ORDER.accrual, kind: 'accrual', days: credit, reason: 'accrual', periodFrom: previousDay + 1 });
    previousDay = day;
  }
  return lines;
}

/**
 * accrualLines through `through` added up: the credits telescope to the earned at the last credit
 * through it less the earned at the last credit before the assignment.
 */
function accrualTotal(context: EntitlementContext, year: LeaveYearDays, through: number, assignedFrom: number): Line[] {
  let last: number | undefined;
  let before: number | undefined;
  for (const day of creditDays(context, year)) {
    if (day > through) break;
    if (day < assignedFrom) before = day;
    last = day;
  }
  if (last === undefined || last < assignedFrom) return [];
  const upfront = context.policy.accrual.method === 'upfront';
  const earned = earnedThrough(context, year, upfront ? year.end : last);
  const total = before === undefined ? earned : earned.minus(earnedThrough(context, year, upfront ? year.end : before));
  return total.isZero() ? [] : [{ day: last, order: ORDER.accrual, kind: 'accrual', days: total, reason: 'accrual' }];
}

const sum = (lines: readonly Line[]) => lines.reduce((total, line) => total.plus(line.days), ZERO);

function figures(context: EntitlementContext, year: LeaveYearDays, lines: readonly Line[]): LeaveBalanceFigures {
  let accrued = ZERO;
  let taken = ZERO;
  let pending = ZERO;
  let carriedForward = ZERO;
  let expired = ZERO;
  let adjusted = ZERO;
  for (const line of lines) {
    if (line.kind === 'accrual') accrued = accrued.plus(line.days);
    else if (line.kind === 'taken') taken = taken.minus(line.days);
    else if (line.kind === 'pending') pending = pending.minus(line.days);
    else if (line.kind === 'carryForward' || line.kind === 'opening') carriedForward = carriedForward.plus(line.days);
    else if (line.kind === 'expiry') expired = expired.minus(line.days);
    else adjusted = adjusted.plus(line.days);
  }
  return {
    entitled: daysString(earnedThrough(context, year, year.end)),
    accrued: daysString(accrued),
    taken: daysString(taken),
    pending: daysString(pending),
    carriedForward: daysString(carriedForward),
    expired: daysString(expired),
    adjusted: daysString(adjusted),
    balance: daysString(sum(lines)),
  };
}

const toLedgerLine = (line: Line): LeaveLedgerLine => ({
  date: fromDayNumber(line.day),
  kind: line.kind,
  days: daysString(line.days),
  reason: line.reason,
  ...(line.entryId === undefined ? {} : { entryId: line.entryId }),
  ...(line.periodFrom === undefined ? {} : { period: { from: fromDayNumber(line.periodFrom), to: fromDayNumber(line.day) } }),
});

/** Policies found valid, by identity: a payrun checks the same policy object once, not per employee. */
const validPolicies = new WeakSet<LeavePolicy>();

function checkPolicy(policy: LeavePolicy): void {
  if (validPolicies.has(policy)) return;
  const problems = leavePolicyProblems(policy);
  if (problems.length > 0) throw new RangeError(`policy is not valid: ${problems.join(', ')}`);
  validPolicies.add(policy);
}

interface YearWalk {
  readonly context: EntitlementContext;
  readonly year: LeaveYearDays;
  readonly lines: Line[];
}

/** The version of a policy in force on a date (the query's policy before its first later version). */
export function policyInForceOn(policy: LeavePolicy, versions: readonly LeavePolicyVersion[] | undefined, date: string): LeavePolicy {
  let found = policy;
  for (const version of versions ?? []) if (version.from <= date) found = version.policy;
  return found;
}

function checkVersions(query: LeaveBalanceQuery): void {
  checkPolicy(query.policy);
  let previous = '';
  (query.versions ?? []).forEach((version, index) => {
    requireDayNumber(version.from, `versions[${index}].from`);
    if (version.from <= previous) throw new RangeError(`versions[${index}].from is not after the version before it`);
    if (version.policy.leaveYear !== query.policy.leaveYear) throw new RangeError(`versions[${index}] changes the leave year`);
    checkPolicy(version.policy);
    previous = version.from;
  });
}

/**
 * Walks the leave years from the assignment's to the one holding `until`, carrying each year's
 * closing balance into the next; returns the last year's lines through `until`.
 */
function walkYears(query: LeaveBalanceQuery, until: number, detailed = true): YearWalk | null {
  checkVersions(query);
  const { hiringDate, cessationDate } = query.employee;
  let context = entitlementContext(query.policy, hiringDate, cessationDate);
  const assignedFrom = requireDayNumber(query.assignment.from, 'assignment.from');
  const contextIn = (year: LeaveYearDays) => {
    const policy = policyInForceOn(query.policy, query.versions, fromDayNumber(Math.max(year.start, context.hired, assignedFrom)));
    if (policy !== context.policy) context = entitlementContext(policy, hiringDate, cessationDate);
    return context;
  };
  const entries = parseEntries(query);
  let year = leaveYearDaysOf(query.policy.leaveYear, context.hired, assignedFrom);
  if (until < year.start) return null;
  let carried = ZERO;
  let next = 0;
  for (;;) {
    const last = until <= year.end;
    const through = last ? until : year.end;
    const inYear: ParsedEntry[] = [];
    // Entries dated before the assignment's first year count in that year (nothing is dropped).
    while (next < entries.length && entries[next]!.day <= through) inYear.push(entries[next++]!);
    const lines = yearLines(contextIn(year), year, through, carried, inYear, assignedFrom, last && detailed);
    if (last) return { context, year, lines };
    carried = sum(lines);
    while (next < entries.length && entries[next]!.day <= year.end) next += 1;
    year = leaveYearDaysOf(query.policy.leaveYear, context.hired, year.end + 1);
  }
}

const EMPTY: LeaveBalanceFigures = {
  entitled: '0',
  accrued: '0',
  taken: '0',
  pending: '0',
  carriedForward: '0',
  expired: '0',
  adjusted: '0',
  balance: '0',
};

/**
 * The balance at the end of a day (past or future: accruals are projected) of one employee under
 * one policy, with the ledger lines of that leave year that add up to it. The one function every
 * screen, report and payrun reads.
 */
export function leaveBalanceAt(query: LeaveBalanceQuery): LeaveBalance {
  const day = requireDayNumber(query.date, 'date');
  const walk = walkYears(query, day);
  if (walk === null) {
    const year = leaveYearDaysOf(query.policy.leaveYear, requireDayNumber(query.employee.hiringDate, 'hiringDate'), day);
    return { ...EMPTY, leaveYear: { start: fromDayNumber(year.start), end: fromDayNumber(year.end) }, trace: [] };
  }
  return {
    ...figures(walk.context, walk.year, walk.lines),
    leaveYear: { start: fromDayNumber(walk.year.start), end: fromDayNumber(walk.year.end) },
    trace: walk.lines.map(toLedgerLine),
  };
}

/**
 * leaveBalanceAt's figures and leave year without the trace (the year's accruals added up, not one
 * line per credit): what a list of balances reads, a payrun's thousands. The same figures.
 */
export function leaveBalanceFiguresAt(query: LeaveBalanceQuery): LeaveBalanceFigures & Pick<LeaveBalance, 'leaveYear'> {
  const day = requireDayNumber(query.date, 'date');
  const walk = walkYears(query, day, false);
  if (walk === null) {
    const year = leaveYearDaysOf(query.policy.leaveYear, requireDayNumber(query.employee.hiringDate, 'hiringDate'), day);
    return { ...EMPTY, leaveYear: { start: fromDayNumber(year.start), end: fromDayNumber(year.end) } };
  }
  return {
    ...figures(walk.context, walk.year, walk.lines),
    leaveYear: { start: fromDayNumber(walk.year.start), end: fromDayNumber(walk.year.end) },
  };
}

/**
 * The lowest balance from the end of `from` to the end of `through`'s leave year, with `extra`
 * entries added (a request's days): a request fits when this stays at or above minus the policy's
 * negative allowance, so a later credit cannot hide that the balance runs out before it.
 */
export function lowestBalanceFrom(query: LeaveBalanceQuery, from: string, through: string): string {
  const start = requireDayNumber(from, 'from');
  const endDay = requireDayNumber(through, 'through');
  const hired = requireDayNumber(query.employee.hiringDate, 'hiringDate');
  const lastYear = leaveYearDaysOf(query.policy.leaveYear, hired, endDay);
  let lowest: Decimal | null = null;
  for (
    let year = leaveYearDaysOf(query.policy.leaveYear, hired, start);
    year.start <= lastYear.start;
    year = leaveYearDaysOf(query.policy.leaveYear, hired, year.end + 1)
  ) {
    const walk = walkYears(query, year.end);
    if (walk === null) continue;
    let running = ZERO;
    let index = 0;
    const lines = walk.lines;
    const firstDay = Math.max(start, year.start);
    // The balance at the end of the day before the window, then after each day with lines in it.
    while (index < lines.length && lines[index]!.day < firstDay) running = running.plus(lines[index++]!.days);
    lowest = lowest === null || running.lessThan(lowest) ? running : lowest;
    while (index < lines.length) {
      const day = lines[index]!.day;
      while (index < lines.length && lines[index]!.day === day) running = running.plus(lines[index++]!.days);
      if (running.lessThan(lowest)) lowest = running;
    }
  }
  return daysString(lowest ?? ZERO);
}
