import Decimal from 'decimal.js';
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { OffCycleKind, OffCyclePerson, StartOffCyclePayrunBody, StartedPayrun } from '@tenaga/contracts';
import { computePayslip, ph, PayrollInputError, sg, type Country, type PayItem, type PayslipInput } from '@tenaga/payroll';
import { payruns, payslipLines, payslips } from '../../db/schema/index.ts';
import type { Queryable, TenantRunner } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { companyProfile } from '../companies/index.ts';
import type { EmployeeSchemes } from '../insurance-policies/index.ts';
import * as repo from './payruns.repository.ts';
import { lineLabelKey, monthBounds, payrunCode, payslipTotals, runTotals, type DraftLine } from './payruns.rules.ts';
import { StepNames } from './payruns.traces.ts';

/**
 * Off-cycle runs (issue 17, item 4): a bonus, a 13th month, a correction or a final payment paid
 * beside the period's regular run. Each person's amounts go to the statutory engine of their country
 * as additional remuneration where the law treats them so (class 'additional': CPF additional
 * wages, PCB's Yt, Indonesia's irregular income, Vietnam's taxable income, the Philippine 13th month
 * and other benefits), with the year's figures of the earlier runs (regular and off-cycle alike).
 * A correction's earnings are ordinary pay (a wage put right), its deductions come off net pay.
 */

/** The payslip codes of an off-cycle run's own lines (the statutory lines keep theirs). */
export const OFF_CYCLE_CODES = ['bonus', 'thirteenthMonth', 'correction', 'finalPay'] as const;

/** Runs whose basic lines count as salary earned for the 13th month: paid (and then locked). */
const EARNED_STATUSES = ['paid', 'locked'] as const;

const BATCH = 250;

/** A problem with the inputs another attempt would meet again: the run fails with it, named. */
export class OffCycleInputProblem extends Error {
  constructor(
    readonly reasonKey: string,
    readonly detail: string,
  ) {
    super(`${reasonKey}: ${detail}`);
  }
}

/** The basic salary each person earned in the year's paid regular runs up to a period (basic less unpaid leave), by month. */
export async function basicEarnedInYear(db: Queryable, companyId: string, input: { period: string; employeeIds: readonly string[] }) {
  const earned = new Map<string, { total: Decimal; months: Map<string, Decimal> }>();
  if (input.employeeIds.length === 0) return earned;
  const rows = await db
    .select({ employeeId: payslipLines.employeeId, period: payruns.period, amount: payslipLines.amount })
    .from(payslipLines)
    .innerJoin(payruns, and(eq(payruns.companyId, payslipLines.companyId), eq(payruns.id, payslipLines.payrunId)))
    .where(
      and(
        eq(payslipLines.companyId, companyId),
        inArray(payslipLines.employeeId, [...input.employeeIds]),
        inArray(payslipLines.code, ['basic', 'unpaidLeave']),
        eq(payruns.kind, 'regular'),
        inArray(payruns.status, [...EARNED_STATUSES]),
        gte(payruns.period, `${input.period.slice(0, 4)}-01`),
        lte(payruns.period, input.period),
      ),
    );
  for (const row of rows) {
    const entry = earned.get(row.employeeId) ?? { total: new Decimal(0), months: new Map<string, Decimal>() };
    entry.total = entry.total.plus(row.amount);
    entry.months.set(row.period, (entry.months.get(row.period) ?? new Decimal(0)).plus(row.amount));
    earned.set(row.employeeId, entry);
  }
  return earned;
}

/**
 * What a person's approved runs of the same month already paid in Singapore or Malaysia: the wages
 * (Singapore: CPF's OW and AW subject; Malaysia: the remuneration as ordinary pay) and the statutory lines.
 */
export interface MonthSoFar {
  readonly ow: Decimal;
  readonly aw: Decimal;
  readonly lines: ReadonlyMap<string, Decimal>;
}

/**
 * The statutory codes a month shares between its runs: CPF, SDL and SHG are on the month's total
 * wages; EPF, SOCSO and EIS on its wages, PCB on its normal remuneration with the additional (Yt).
 */
const MONTH_CODES = [
  'cpf.employee',
  'cpf.employer',
  'sdl',
  'shg',
  'epf.employee',
  'epf.employer',
  'socso.employee',
  'socso.employer',
  'eis.employee',
  'eis.employer',
  'pcb',
  'hrdf',
];

/** Each person's approved (paid, locked) Singapore and Malaysian payslips of the month in other runs: their wages and statutory lines. */
export async function monthSoFar(
  db: Queryable,
  companyId: string,
  input: { period: string; employeeIds: readonly string[]; payrunId: string },
) {
  const found = new Map<string, { ow: Decimal; aw: Decimal; lines: Map<string, Decimal> }>();
  if (input.employeeIds.length === 0) return found;
  const same = and(
    eq(payruns.companyId, companyId),
    eq(payruns.period, input.period),
    inArray(payruns.status, ['approved', 'paid', 'locked']),
    ne(payruns.id, input.payrunId),
  );
  const slips = await db
    .select({ employeeId: payslips.employeeId, ytd: payslips.ytd })
    .from(payslips)
    .innerJoin(payruns, and(eq(payruns.companyId, payslips.companyId), eq(payruns.id, payslips.payrunId)))
    .where(and(same, inArray(payslips.country, [...repo.MONTH_COUNTRIES]), inArray(payslips.employeeId, [...input.employeeIds])));
  for (const slip of slips) {
    const entry = found.get(slip.employeeId) ?? { ow: new Decimal(0), aw: new Decimal(0), lines: new Map<string, Decimal>() };
    entry.ow = entry.ow.plus(slip.ytd.ordinaryWageSubject ?? slip.ytd.remuneration ?? '0');
    entry.aw = entry.aw.plus(slip.ytd.additionalWageSubject ?? '0');
    found.set(slip.employeeId, entry);
  }
  if (found.size === 0) return found;
  const lines = await db
    .select({ employeeId: payslipLines.employeeId, code: payslipLines.code, amount: payslipLines.amount })
    .from(payslipLines)
    .innerJoin(payruns, and(eq(payruns.companyId, payslipLines.companyId), eq(payruns.id, payslipLines.payrunId)))
    .where(and(same, inArray(payslipLines.employeeId, [...found.keys()]), inArray(payslipLines.code, MONTH_CODES)));
  for (const line of lines) {
    const entry = found.get(line.employeeId)!;
    entry.lines.set(line.code, (entry.lines.get(line.code) ?? new Decimal(0)).plus(line.amount));
  }
  return found;
}

/** Money as the engine takes it: whole units for IDR and VND, cents otherwise. */
const engineMoney = (amount: Decimal.Value, country: Country | null) =>
  country === 'ID' || country === 'VN'
    ? new Decimal(amount).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0)
    : new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The Philippine exempt part of benefits summed over the year (the engine's yearly limit for the 13th month and other benefits). */
const phExemptOf = (period: string, benefits: Decimal.Value) =>
  new Decimal(ph.thirteenthMonth({ period, basicSalaryYear: '0', otherBenefits: new Decimal(benefits).toFixed(2) }).exempt);

export interface OffCycleSlipInput {
  kind: OffCycleKind;
  period: string;
  personId: string;
  input: OffCyclePerson;
  schemes: EmployeeSchemes | undefined;
  /** The year's earlier figures (ytdFigures of the earlier payslips). */
  earlierYtd: readonly Record<string, string>[];
  /** Singapore and Malaysia: what the month's approved runs already paid (their schemes are on the month's wages). */
  month?: MonthSoFar | undefined;
  /** 13th month: the basic salary earned in the year's paid regular runs. */
  basicEarned?: { total: Decimal; months: Map<string, Decimal> } | undefined;
  /** The service's year-to-date helpers (shared with the regular run). */
  ytd: {
    figures: (
      country: Country | null,
      lines: readonly DraftLine[],
      cpfSubject: { ow: string; aw: string } | null,
    ) => Record<string, string>;
    input: (country: Country, earlier: readonly Record<string, string>[]) => unknown;
  };
}

interface OwnItem {
  readonly item: PayItem;
  readonly code: string;
  readonly label: string;
  readonly trace: unknown;
}

/** The run's own items for one person, as the engine takes them. */
function ownItems(input: OffCycleSlipInput, country: Country | null): OwnItem[] {
  const { kind, period, personId } = input;
  switch (kind) {
    case 'bonus':
    case 'finalPay': {
      const amount = engineMoney(input.input.amount!, country);
      return [
        {
          item: { code: kind, label: kind, kind: 'earning', amount, class: 'additional' },
          code: kind,
          label: lineLabelKey(kind),
          trace: { offCycle: { kind, amount: input.input.amount, treatment: 'additional' } },
        },
      ];
    }
    case 'thirteenthMonth': {
      const earned = input.basicEarned;
      if (!earned || earned.total.lte(0)) throw new OffCycleInputProblem('payruns:failures.noBasicEarned', `${personId}: ${period}`);
      const monthsWorked = Math.min(12, Math.max(1, [...earned.months.values()].filter((amount) => amount.gt(0)).length));
      const months = [...earned.months]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([month, amount]) => ({ period: month, basic: amount.toFixed(2) }));
      // The Philippine rule (PD 851): the basic salary earned in the calendar year ÷ 12, to the centavo; the engine's own function there.
      const result = country === 'PH' ? ph.thirteenthMonth({ period, basicSalaryYear: earned.total.toFixed(2), monthsWorked }) : null;
      const amount = result ? result.amount : engineMoney(earned.total.dividedBy(12), country);
      return [
        {
          item: { code: kind, label: kind, kind: 'earning', amount, class: 'additional' },
          code: kind,
          label: lineLabelKey(kind),
          trace: {
            thirteenthMonth: {
              formula: 'basicEarnedInYear / 12',
              basicEarnedInYear: earned.total.toFixed(2),
              monthsWorked,
              months,
              exact: earned.total.dividedBy(12).toFixed(),
              ...(result ? { source: result.source, steps: result.trace } : {}),
            },
          },
        },
      ];
    }
    case 'correction':
      return (input.input.lines ?? []).map((line, index) => {
        const amount = engineMoney(line.amount, country);
        const code = `correction.${index + 1}`;
        const item: PayItem =
          line.kind === 'earning'
            ? { code, label: line.reason, kind: 'earning', amount, class: 'ordinary' }
            : { code, label: line.reason, kind: 'deduction', amount };
        return {
          item,
          code: 'correction',
          label: line.reason,
          trace: { correction: { kind: line.kind, reason: line.reason, amount: line.amount } },
        };
      });
  }
}

/** One person's payslip in an off-cycle run: the run's own lines, then the statutory engine of their country. */
export function offCycleSlip(input: OffCycleSlipInput): repo.DraftPayslip {
  const { period, personId } = input;
  const statutory = input.schemes?.statutory ?? null;
  const country: Country | null = statutory ? statutory.country : null;
  const own = ownItems(input, country);
  const byEngineCode = new Map(own.map((entry) => [entry.item.code, entry]));
  const engineItems = own.map((entry) => entry.item);
  // Singapore and Malaysia: CPF, SDL and SHG are on the month's total wages, EPF on its wages and PCB on
  // its normal remuneration with the additional (Yt); so the month's earlier wages go in with this run's
  // (outside the payslip's own lines) and what those runs paid comes off each line.
  const sgMonth = country === 'SG' || country === 'MY' ? input.month : undefined;
  const MONTH_OW = 'month.ordinaryWageSubject';
  const MONTH_AW = 'month.additionalWageSubject';
  const monthItems: PayItem[] = sgMonth
    ? [
        ...(sgMonth.ow.gt(0)
          ? [{ code: MONTH_OW, label: MONTH_OW, kind: 'earning', amount: sgMonth.ow.toFixed(2), class: 'ordinary' } as const]
          : []),
        ...(sgMonth.aw.gt(0)
          ? [{ code: MONTH_AW, label: MONTH_AW, kind: 'earning', amount: sgMonth.aw.toFixed(2), class: 'additional' } as const]
          : []),
      ]
    : [];
  let lines: DraftLine[];
  let cpfSubject: { ow: string; aw: string } | null = null;
  const extraYtd: Record<string, string> = {};
  if (country && statutory) {
    const ytd = input.ytd.input(country, input.earlierYtd) as Record<string, string> | undefined;
    const engineInput = {
      country,
      period,
      items: [...engineItems, ...monthItems],
      employee: statutory.employee,
      ...(statutory.employer ? { employer: statutory.employer } : {}),
      ...(ytd ? { ytd } : {}),
    } as unknown as PayslipInput;
    let slip;
    try {
      slip = computePayslip(engineInput);
    } catch (error) {
      if (error instanceof PayrollInputError)
        throw new OffCycleInputProblem('payruns:failures.engineInput', `${personId}: ${error.message}`);
      throw error;
    }
    const monthCodes = new Set(monthItems.map((item) => item.code));
    lines = slip.lines
      .filter((line) => !monthCodes.has(line.code))
      .map((line) => {
        const mine = byEngineCode.get(line.code);
        const code = mine ? mine.code : payrunCode(line.code);
        const paid = sgMonth?.lines.get(code);
        return {
          code,
          label: mine ? mine.label : lineLabelKey(code),
          kind: line.kind,
          amount: paid ? new Decimal(line.amount).minus(paid).toFixed(2) : line.amount,
          trace: {
            ...((mine?.trace as object | undefined) ?? {}),
            ...(paid
              ? {
                  month: {
                    engineAmount: line.amount,
                    paidInMonth: paid.toFixed(2),
                    ...(sgMonth ? { ordinaryWageSubject: sgMonth.ow.toFixed(2), additionalWageSubject: sgMonth.aw.toFixed(2) } : {}),
                  },
                }
              : {}),
            ...(line.base ? { base: line.base } : {}),
            ...(line.rate ? { rate: line.rate } : {}),
            engine: line.trace,
          },
        };
      });
    const wageOf = (cls: string) =>
      engineItems
        .filter((item) => item.kind === 'earning' && item.class === cls)
        .reduce((sum, item) => sum.plus(item.amount), new Decimal(0))
        .toFixed(2);
    if (country === 'SG') {
      // The engine's own CPF wages subject for the same inputs: the year's later runs read them (the AW ceiling).
      const employee = statutory.employee as { birthDate: string; residency: never; prSince?: string; rateType?: never };
      const result = sg.cpf({
        period,
        birthDate: employee.birthDate,
        residency: employee.residency,
        ...(employee.prSince ? { prSince: employee.prSince } : {}),
        ...(employee.rateType ? { rateType: employee.rateType } : {}),
        ordinaryWage: new Decimal(wageOf('ordinary')).plus(sgMonth?.ow ?? 0).toFixed(2),
        additionalWage: new Decimal(wageOf('additional')).plus(sgMonth?.aw ?? 0).toFixed(2),
        ...(ytd && 'ordinaryWageSubject' in ytd
          ? { ytdOrdinaryWageSubject: ytd.ordinaryWageSubject, ytdAdditionalWageSubject: ytd.additionalWageSubject }
          : {}),
      });
      // This run's share: the month's wages subject less what the month's earlier runs had subject.
      cpfSubject = {
        ow: new Decimal(result.ordinaryWageSubject).minus(sgMonth?.ow ?? 0).toFixed(2),
        aw: new Decimal(result.additionalWageSubject).minus(sgMonth?.aw ?? 0).toFixed(2),
      };
    }
    if (country === 'PH') {
      // The 13th month and other benefits used the yearly exemption: what is exempt is not taxable compensation for the year.
      const benefits = new Decimal(wageOf('additional'));
      const before = input.earlierYtd.reduce((sum, entry) => sum.plus(entry.benefits ?? '0'), new Decimal(0));
      const exempt = phExemptOf(period, before.plus(benefits)).minus(phExemptOf(period, before));
      extraYtd.benefits = benefits.toFixed(2);
      extraYtd.exemptBenefitsUsed = Decimal.max(exempt, 0).toFixed(2);
    }
  } else {
    lines = [
      ...own.map((entry) => ({
        code: entry.code,
        label: entry.label,
        kind: entry.item.kind,
        amount: new Decimal(entry.item.amount as string).toFixed(2),
        trace: entry.trace,
      })),
      { code: 'noScheme', label: lineLabelKey('noScheme'), kind: 'info', amount: '0.00', trace: {} },
    ];
  }
  const figures = input.ytd.figures(country, lines, cpfSubject);
  if (country === 'PH' && extraYtd.exemptBenefitsUsed) {
    figures.taxableCompensation = new Decimal(figures.taxableCompensation ?? '0').minus(extraYtd.exemptBenefitsUsed).toFixed(2);
  }
  return { employeeId: personId, country, totals: payslipTotals(lines), ytd: { ...figures, ...extraYtd }, lines };
}

export interface OffCycleDeps {
  tenant: TenantRunner;
  clock: Clock;
  schemeParametersFor: (companyId: string, employeeIds: readonly string[], date: string) => Promise<Map<string, EmployeeSchemes>>;
  enqueue: (tx: Parameters<Parameters<TenantRunner>[1]>[0], auth: RequestAuth, row: repo.PayrunRow) => Promise<string>;
  announce: (row: repo.PayrunRow) => void;
  failRun: (companyId: string, payrunId: string, reason: string) => Promise<void>;
  ytd: OffCycleSlipInput['ytd'];
}

const ENTITY = 'payrun';

/** Starting and computing off-cycle runs. */
export function createOffCycle(deps: OffCycleDeps) {
  const { tenant, clock } = deps;
  const systemActor = (companyId: string): Actor => ({ companyId, userId: null, impersonatorUserId: null, ip: null });

  async function startOnce(auth: RequestAuth, actor: Actor, body: StartOffCyclePayrunBody, name: string): Promise<StartedPayrun> {
    return tenant(auth.companyId, async (tx) => {
      const live = await repo.liveOfPeriod(tx, auth.companyId, body.period, { kind: body.kind, name });
      if (live) {
        if (live.status === 'calculating' && live.jobId) return { id: live.id, jobId: live.jobId };
        throw new AppError('PAYRUN_EXISTS', { fieldErrors: { name: 'errors:PAYRUN_EXISTS' } });
      }
      const employeeIds = body.people.map((person) => person.employeeId);
      const known = new Set((await repo.people(tx, auth.companyId, employeeIds)).map((person) => person.id));
      const missing = body.people.findIndex((person) => !known.has(person.employeeId));
      if (missing >= 0)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { [`people.${missing}.employeeId`]: 'validation:invalidValue' } });
      const profile = await companyProfile(tx, auth.companyId);
      const now = clock.now();
      const created = await repo.insert(tx, {
        companyId: auth.companyId,
        period: body.period,
        kind: body.kind,
        name,
        status: 'calculating',
        employeeIds,
        offCycleInput: body.people,
        currency: profile.currency,
        createdAt: now,
        updatedAt: now,
      });
      const jobId = await deps.enqueue(tx, auth, created);
      await repo.setWhile(tx, auth.companyId, { id: created.id, status: 'calculating', set: { jobId } });
      await writeAudit(tx, actor, {
        entity: ENTITY,
        entityId: created.id,
        action: 'create',
        after: { period: body.period, kind: body.kind, name, status: 'calculating', employeeCount: employeeIds.length },
      });
      return { id: created.id, jobId };
    });
  }

  return {
    /** Starts an off-cycle run; the same kind and name of a period started twice gives the running one. */
    async start(auth: RequestAuth, actor: Actor, body: StartOffCyclePayrunBody): Promise<StartedPayrun> {
      const name = body.name ?? body.kind;
      try {
        return await startOnce(auth, actor, body, name);
      } catch (error) {
        // Two starts at once: the second meets the first on the unique index, and answers the running one.
        if (!isUniqueViolation(error, 'payruns_off_cycle_key')) throw error;
        const live = await tenant(auth.companyId, (tx) => repo.liveOfPeriod(tx, auth.companyId, body.period, { kind: body.kind, name }));
        if (live?.status === 'calculating' && live.jobId) return { id: live.id, jobId: live.jobId };
        throw new AppError('PAYRUN_EXISTS', { fieldErrors: { name: 'errors:PAYRUN_EXISTS' } });
      }
    },

    /** The job of an off-cycle run: every person's payslip in batches, then the totals. */
    async calculate(
      context: { companyId: string; progress: (percent: number, message: string) => Promise<void> },
      run: repo.PayrunRow,
      only: ReadonlySet<string> | null,
    ) {
      const { companyId } = context;
      const kind = run.kind as OffCycleKind;
      try {
        await context.progress(1, 'payruns:progress.reading');
        const people = ((run.offCycleInput as OffCyclePerson[] | null) ?? []).filter((person) => !only || only.has(person.employeeId));
        const ids = people.map((person) => person.employeeId);
        const [schemes, ytd, basic, months] = await Promise.all([
          deps.schemeParametersFor(companyId, ids, monthBounds(run.period).to),
          tenant(companyId, (tx) => repo.ytdOf(tx, companyId, { period: run.period, employeeIds: ids, payrunId: run.id })),
          kind === 'thirteenthMonth'
            ? tenant(companyId, (tx) => basicEarnedInYear(tx, companyId, { period: run.period, employeeIds: ids }))
            : Promise.resolve(new Map<string, { total: Decimal; months: Map<string, Decimal> }>()),
          tenant(companyId, (tx) => monthSoFar(tx, companyId, { period: run.period, employeeIds: ids, payrunId: run.id })),
        ]);
        await tenant(companyId, async (tx) => {
          await repo.clearPayslips(tx, companyId, run.id, only ? ids : undefined);
          if (!only) await repo.clearTraceSteps(tx, companyId, run.id);
        });
        const stepNames = new StepNames();
        for (let start = 0; start < people.length; start += BATCH) {
          const batch = people.slice(start, start + BATCH);
          const drafts = batch.map((person) =>
            offCycleSlip({
              kind,
              period: run.period,
              personId: person.employeeId,
              input: person,
              schemes: schemes.get(person.employeeId),
              earlierYtd: ytd.get(person.employeeId) ?? [],
              basicEarned: basic.get(person.employeeId),
              month: months.get(person.employeeId),
              ytd: deps.ytd,
            }),
          );
          await tenant(companyId, async (tx) => {
            const current = await repo.find(tx, companyId, run.id, { lock: true });
            if (current?.status !== 'calculating') throw new OffCycleInputProblem('payruns:failures.changed', run.id);
            await repo.clearPayslips(
              tx,
              companyId,
              run.id,
              batch.map((person) => person.employeeId),
            );
            await repo.insertPayslips(tx, companyId, run.id, drafts, stepNames);
          });
          await context.progress(
            5 + (90 * Math.min(start + BATCH, people.length)) / Math.max(people.length, 1),
            'payruns:progress.computing',
          );
        }
        return await tenant(companyId, async (tx) => {
          const { count: employeeCount, ...sums } = (await repo.payslipSums(tx, companyId, [run.id])).get(run.id) ?? repo.NO_PAYSLIPS;
          const totals = runTotals([sums]);
          const done = await repo.setWhile(tx, companyId, {
            id: run.id,
            status: 'calculating',
            set: { status: 'calculated', employeeCount, ...totals, failureReason: null, calculatedAt: clock.now(), updatedAt: clock.now() },
          });
          if (!done) return { skipped: true };
          await writeAudit(tx, systemActor(companyId), {
            entity: ENTITY,
            entityId: run.id,
            action: 'calculate',
            after: { period: run.period, kind, status: 'calculated', employeeCount, ...totals },
          });
          deps.announce(done);
          return { payrunId: run.id, employeeCount };
        });
      } catch (error) {
        if (!(error instanceof OffCycleInputProblem)) throw error;
        await deps.failRun(companyId, run.id, `${error.reasonKey}|${error.detail}`.slice(0, 2000));
        return { failed: error.reasonKey };
      }
    },
  };
}
