import Decimal from 'decimal.js';
import {
  PAYRUN_JOB_TYPE,
  type DuePayItem,
  type Payrun,
  type PayrunChangeBody,
  type PayrunPayslip,
  type RecalculatePayrunBody,
  type PayslipLineKind,
  type StartOffCyclePayrunBody,
  type StartPayrunBody,
  type StartedPayrun,
  type TableRequest,
} from '@tenaga/contracts';
import { proratedSalary, type SalaryRate } from '@tenaga/domain/salary';
import { computePayslip, FormulaError, PayrollInputError, sg, type Country, type PayItem, type PayslipInput } from '@tenaga/payroll';
import { afterCommit, type TenantRunner, type Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import type { JobContext, JobRunner } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { fieldChangesOf, type RecordFieldChange } from '../audit/index.ts';
import { companyProfile } from '../companies/index.ts';
import { approvedClaimsFor, markClaimsPaid, type PayableClaim } from '../claims/index.ts';
import type { AccessService } from '../access/index.ts';
import type { EmployeeSchemes } from '../insurance-policies/index.ts';
import type { LoanDeduction, LoansService } from '../loans/index.ts';
import type { IncentiveDue } from '../incentives/index.ts';
import type { LeaveEncashment, UnpaidLeave } from '../time-off/index.ts';
import { employeeReached, payslipReach, type PayslipReach } from './payruns.reach.ts';
import { createOffCycle } from './payruns.off-cycle.ts';
import * as repo from './payruns.repository.ts';
import { StepNames } from './payruns.traces.ts';
import {
  evaluateFormulas,
  formulaItem,
  FormulaRunProblem,
  readFormulaInputs,
  writeFormulaVersions,
  type FormulaReads,
  type FormulaResult,
  type RunFormulaInputs,
} from './payruns.formulas.ts';
import {
  employedIn,
  engineItem,
  isFrozen,
  lineLabelKey,
  monthBounds,
  payrunCode,
  payslipTotals,
  runTotals,
  STEP_STATUS,
  stepAllowed,
  type DraftLine,
  type PayrunStep,
} from './payruns.rules.ts';

export interface PayrunsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  jobs: Pick<JobRunner, 'enqueue'>;
  realtime: () => Realtime | null;
  access: Pick<AccessService, 'accessOf'>;
  payItemsFor: (companyId: string, input: { period: string; employeeIds: readonly string[] | null }) => Promise<DuePayItem[]>;
  instalmentsDue: LoansService['instalmentsDue'];
  deductLoans: LoansService['deduct'];
  schemeParametersFor: (companyId: string, employeeIds: readonly string[], date: string) => Promise<Map<string, EmployeeSchemes>>;
  /** Approved unpaid leave per employee in [from, to] (time off). */
  unpaidDaysFor: (companyId: string, employeeIds: readonly string[], from: string, to: string) => Promise<Map<string, UnpaidLeave>>;
  /** Leave encashed on a cessation date in [from, to] (time off). */
  encashmentsFor: (companyId: string, from: string, to: string) => Promise<LeaveEncashment[]>;
  /** Each employee's working days over the whole of [from, to] (work calendars), whatever their employment dates. */
  workingDaysOf: (companyId: string, employeeIds: readonly string[], from: string, to: string) => Promise<Map<string, number>>;
  /** Payment formulas and what their variables read (payment formulas, attendance, records, calendars, custom fields). */
  formulas: FormulaReads;
  /** The month's incentive amounts of each person, scheme by scheme (incentives). */
  incentivesDue: (companyId: string, input: { period: string; employeeIds: readonly string[] }) => Promise<Map<string, IncentiveDue[]>>;
}

/** The audit trail's name for a run. */
const ENTITY = 'payrun';
/** People computed and written per transaction. */
const BATCH = 250;
/** People computed between two turns of the event loop (a batch's write goes on meanwhile). */
const YIELD_EVERY = 25;

export interface PayrunJobPayload {
  readonly payrunId: string;
  /** A recalculation of these people only (the run's other payslips stay); absent: everyone. */
  readonly employeeIds?: readonly string[];
}

/** A problem with the inputs that another attempt would meet again: the run fails with it, named. */
class PayrunInputProblem extends Error {
  constructor(
    readonly reasonKey: string,
    readonly detail: string,
  ) {
    super(`${reasonKey}: ${detail}`);
  }
}

const time = (value: Date | null) => value?.getTime() ?? null;

export const toPayrun = (row: repo.PayrunRow): Payrun => ({
  id: row.id,
  period: row.period,
  status: row.status,
  kind: row.kind,
  name: row.name,
  employeeCount: row.employeeCount,
  totals: { gross: row.gross, deductions: row.deductions, net: row.net, employerContributions: row.employerContributions },
  currency: row.currency as Payrun['currency'],
  jobId: row.jobId,
  failureReason: row.failureReason,
  calculatedAt: time(row.calculatedAt),
  approvedAt: time(row.approvedAt),
  paidAt: time(row.paidAt),
  lockedAt: time(row.lockedAt),
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const systemActor = (companyId: string, userId: string | null): Actor => ({ companyId, userId, impersonatorUserId: null, ip: null });

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The dated monthly salary of one person: nothing before they joined, each rate from its date, and
 * nothing after they left (so proratedSalary pays a joiner and a leaver their days only).
 */
export function salaryRates(
  person: { hiringDate: string | null; cessationDate: string | null },
  changes: readonly SalaryRate[],
): SalaryRate[] {
  const start = person.hiringDate ?? '0001-01-01';
  const inForce = changes.filter((change) => change.from <= start).at(-1);
  const rates: SalaryRate[] = [{ from: '0001-01-01', salary: '0' }];
  if (inForce) rates.push({ from: start, salary: inForce.salary });
  for (const change of changes) if (change.from > start) rates.push(change);
  if (person.cessationDate) {
    const end = dayAfter(person.cessationDate);
    return [...rates.filter((rate) => rate.from < end), { from: end, salary: '0' }];
  }
  return rates;
}

/** The monthly rate in force on a date: the last one dated on or before it (salaryRates lists them in date order). */
const rateOn = (rates: readonly SalaryRate[], date: string) => rates.filter((rate) => rate.from <= date).at(-1)?.salary ?? '0';

/**
 * Pay for days at the monthly rate in force on each date divided by the month's working days (the
 * Ministry of Manpower's rate for an incomplete month: monthly rate ÷ working days in the month ×
 * days), unrounded; each date with the rate it took.
 */
function daysPay(rates: readonly SalaryRate[], workingDays: number, dates: readonly { date: string; days: string }[]) {
  const parts = dates.map((day) => ({ ...day, salary: rateOn(rates, day.date) }));
  const total = parts.reduce((sum, part) => sum.plus(new Decimal(part.salary).times(part.days)), new Decimal(0)).dividedBy(workingDays);
  return { total, parts };
}

const lineAmount = (lines: readonly DraftLine[], ...codes: string[]) =>
  lines.filter((line) => codes.includes(line.code)).reduce((sum, line) => sum.plus(line.amount), new Decimal(0));

/**
 * What this payslip adds to the year's figures a later run of the year reads (CPF's wages subject
 * from the engine, PCB's ΣY ΣK X, the tax withheld), as decimal strings.
 */
function ytdFigures(
  country: Country | null,
  lines: readonly DraftLine[],
  cpfSubject: { ow: string; aw: string } | null,
): Record<string, string> {
  const gross = lines.filter((line) => line.kind === 'earning').reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  switch (country) {
    case 'SG':
      return cpfSubject ? { ordinaryWageSubject: cpfSubject.ow, additionalWageSubject: cpfSubject.aw } : {};
    case 'MY':
      return {
        remuneration: gross.toFixed(2),
        epf: lineAmount(lines, 'epf.employee').toFixed(2),
        pcb: lineAmount(lines, 'pcb').toFixed(2),
      };
    case 'ID':
      return {
        gross: gross.plus(lineAmount(lines, 'bpjs.jkk.employer', 'bpjs.jkm.employer', 'bpjs.kesehatan.employer')).toFixed(0),
        pensionContributions: lineAmount(lines, 'bpjs.jht.employee', 'bpjs.jp.employee').toFixed(0),
        withheld: lineAmount(lines, 'pph21').toFixed(0),
      };
    case 'PH':
      return {
        taxableCompensation: gross.minus(lineAmount(lines, 'sss.employee', 'philhealth.employee', 'pagibig.employee')).toFixed(2),
        withheld: lineAmount(lines, 'ph.withholding').toFixed(2),
      };
    default:
      return {};
  }
}

const sumYtd = (entries: readonly Record<string, string>[], key: string) =>
  entries.reduce((sum, entry) => sum.plus(entry[key] ?? '0'), new Decimal(0)).toFixed(2);

/** The engine's year-to-date input of a country from the earlier payslips' figures. */
function ytdInput(country: Country, earlier: readonly Record<string, string>[]) {
  switch (country) {
    case 'SG':
      return {
        ordinaryWageSubject: sumYtd(earlier, 'ordinaryWageSubject'),
        additionalWageSubject: sumYtd(earlier, 'additionalWageSubject'),
      };
    case 'MY':
      return { remuneration: sumYtd(earlier, 'remuneration'), epf: sumYtd(earlier, 'epf'), pcb: sumYtd(earlier, 'pcb') };
    case 'ID':
      return {
        gross: new Decimal(sumYtd(earlier, 'gross')).toFixed(0),
        pensionContributions: new Decimal(sumYtd(earlier, 'pensionContributions')).toFixed(0),
        withheld: new Decimal(sumYtd(earlier, 'withheld')).toFixed(0),
      };
    case 'PH':
      return {
        taxableCompensation: sumYtd(earlier, 'taxableCompensation'),
        withheld: sumYtd(earlier, 'withheld'),
        // The yearly exemption of the 13th month and other benefits already used (off-cycle runs record it).
        exemptBenefits: sumYtd(earlier, 'exemptBenefitsUsed'),
      };
    default:
      return undefined;
  }
}

/** The engine's code of a leave encashment line: the prefix and the leave category's id. */
const ENCASHMENT_PREFIX = 'leaveEncashment.';

/** The payrun's code of one of its own engine items (the salary, pay items, encashed leave), or null for a statutory line. */
function ownCode(engineCode: string): string | null {
  if (engineCode.startsWith(ENCASHMENT_PREFIX)) return 'leaveEncashment';
  return engineCode === 'basic' || engineCode.startsWith('item.') || engineCode.startsWith('formula.') ? engineCode : null;
}

/** A line labelled by the company's own name (a pay item, a claim, a payment formula), not an i18n key. */
const ownLabel = (code: string) => code.startsWith('item.') || code.startsWith('formula.');

/** An amount written as the engine writes its lines: whole units for IDR and VND, cents otherwise. */
const moneyText = (amount: Decimal, country: Country | null) => amount.toFixed(country === 'ID' || country === 'VN' ? 0 : 2);

/** Money as the engine takes it for a currency without minor digits (IDR, VND): whole units. */
const engineMoney = (amount: string, country: Country | null) =>
  country === 'ID' || country === 'VN'
    ? new Decimal(amount).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0)
    : new Decimal(amount).toFixed(2);

/** The payrun: start, compute as a job, read, and take through approval, payment and lock. */
export function createPayrunsService(deps: PayrunsServiceDeps) {
  const { tenant, clock } = deps;

  async function load(tx: Transaction, companyId: string, id: string, options: { lock?: boolean } = {}) {
    const row = await repo.find(tx, companyId, id, options);
    if (!row) throw notFound();
    return row;
  }

  /** Whose payslips the caller reaches in runs: the payrun menu's routes, as far as the role's data scope goes. */
  async function reachOf(auth: RequestAuth): Promise<PayslipReach> {
    const { dataScope } = await deps.access.accessOf(auth);
    return payslipReach({ payrunReader: true, dataScope, employeeId: auth.employeeId });
  }

  /**
   * A run as the caller may see it: within a team or self scope, its head count and totals are
   * those of the payslips they reach (the payslips of everyone else are not theirs to add up).
   */
  async function runWithin(tx: Transaction, companyId: string, rows: readonly repo.PayrunRow[], reach: PayslipReach): Promise<Payrun[]> {
    if (reach.kind === 'all') return rows.map(toPayrun);
    const sums = await repo.payslipSums(
      tx,
      companyId,
      rows.map((row) => row.id),
      reach,
    );
    return rows.map((row) => {
      const { count: employeeCount, ...totals } = sums.get(row.id) ?? repo.NO_PAYSLIPS;
      return { ...toPayrun(row), employeeCount, totals: runTotals([totals]) };
    });
  }

  /** Tells the company that a run finished (spec §4: the real-time app 1 message 'payroll'). */
  function announce(row: repo.PayrunRow) {
    afterCommit(() =>
      deps.realtime()?.toCompany(row.companyId, 'message', {
        appid: 1,
        title: 'payroll',
        extras: {
          companyID: row.companyId,
          data: { payrunId: row.id, period: row.period, status: row.status, message: 'payroll calculation finished' },
        },
      }),
    );
  }

  async function enqueue(tx: Transaction, auth: RequestAuth, row: repo.PayrunRow, employeeIds?: readonly string[]) {
    const payload: PayrunJobPayload = { payrunId: row.id, ...(employeeIds ? { employeeIds } : {}) };
    return deps.jobs.enqueue(tx, {
      companyId: auth.companyId,
      type: PAYRUN_JOB_TYPE,
      payload,
      createdBy: auth.userId,
      dedupeKey: `payrun:${row.id}`,
    });
  }

  /** One person's payslip: salary, pay items, loans, then the statutory engine of their country. */
  function payslipOf(input: {
    period: string;
    person: { id: string; hiringDate: string | null; cessationDate: string | null };
    salaryChanges: readonly SalaryRate[];
    items: readonly DuePayItem[];
    claims: readonly PayableClaim[];
    loans: readonly LoanDeduction[];
    schemes: EmployeeSchemes | undefined;
    earlierYtd: readonly Record<string, string>[];
    unpaid?: UnpaidLeave | undefined;
    encashments?: readonly LeaveEncashment[] | undefined;
    /** The month's working days (needed only with unpaid leave or an encashment). */
    workingDays?: number | undefined;
    /** The person's payment formulas evaluated (payruns.formulas.ts). */
    formulas?: readonly FormulaResult[] | undefined;
    /** The month's incentives (with the pay: ordinary wage; as a bonus: additional remuneration). */
    incentives?: readonly IncentiveDue[] | undefined;
  }): repo.DraftPayslip {
    const { period, person } = input;
    const bounds = monthBounds(period);
    const statutory = input.schemes?.statutory ?? null;
    const country: Country | null = statutory ? statutory.country : null;
    const rates = salaryRates(person, input.salaryChanges);
    const prorated = proratedSalary({ period: bounds, rates, basis: 'calendarDays' });
    // A basic pay formula replaces the prorated salary (it does its own proration).
    const basicFormula = input.formulas?.find((result) => result.kind === 'basic');
    const basic = engineMoney(basicFormula ? Decimal.max(basicFormula.value, 0).toFixed() : prorated.total, country);
    const basicTrace = basicFormula
      ? { formula: basicFormula.trace }
      : { proration: { basis: 'calendarDays', period: bounds, parts: prorated.parts.filter((part) => part.salary !== '0') } };
    const encashments = input.encashments ?? [];
    const workingDays = input.workingDays ?? 0;
    if ((input.unpaid || encashments.length > 0) && workingDays <= 0)
      throw new PayrunInputProblem('payruns:failures.noWorkingDays', `${person.id}: ${period}`);

    // Unpaid leave: the days' pay comes off the salary before the engine sees it (its bases are the reduced wage).
    let unpaidLine: DraftLine | null = null;
    let engineBasic = basic;
    if (input.unpaid) {
      const pay = daysPay(rates, workingDays, input.unpaid.dates);
      const amount = Decimal.min(new Decimal(engineMoney(pay.total.toFixed(), country)), new Decimal(basic));
      engineBasic = moneyText(new Decimal(basic).minus(amount), country);
      unpaidLine = {
        code: 'unpaidLeave',
        label: lineLabelKey('unpaidLeave'),
        kind: 'earning',
        amount: moneyText(amount.negated(), country),
        trace: {
          unpaidLeave: {
            formula: 'salary / workingDays * days',
            workingDays,
            days: input.unpaid.days,
            dates: pay.parts,
            exact: pay.total.toFixed(),
          },
        },
      };
    }

    const itemTraces = new Map<string, unknown>();
    const formulaItems = input.items.filter((item) => item.amount === null);
    if (formulaItems.length > 0) {
      throw new PayrunInputProblem(
        'payruns:failures.formulaItem',
        formulaItems.map((item) => `${item.employeeName}: ${item.policyName}`).join(', '),
      );
    }
    const engineItems: PayItem[] = [{ code: 'basic', label: 'basic', kind: 'earning', amount: engineBasic, class: 'basic' }];
    // Leave encashed on leaving: days at the rate on the cessation date over the month's working days,
    // an additional (non-recurring) wage for every country's engine (docs/payrun-lines.md).
    for (const encashment of encashments) {
      const pay = daysPay(rates, workingDays, [{ date: encashment.date, days: encashment.days }]);
      const code = `${ENCASHMENT_PREFIX}${encashment.categoryId}`;
      engineItems.push({
        code,
        label: encashment.categoryName,
        kind: 'earning',
        amount: engineMoney(pay.total.toFixed(), country),
        class: 'additional',
      });
      itemTraces.set(code, {
        leaveEncashment: {
          formula: 'salary / workingDays * days',
          categoryId: encashment.categoryId,
          category: encashment.categoryName,
          date: encashment.date,
          days: encashment.days,
          salary: pay.parts[0]!.salary,
          workingDays,
          exact: pay.total.toFixed(),
        },
      });
    }
    // Payment formulas paid as earnings or deductions, each with its trace.
    for (const result of input.formulas ?? []) {
      const mapped = formulaItem(result, country, result.trace.name);
      if (!mapped) continue;
      engineItems.push(mapped);
      itemTraces.set(mapped.code, { formula: result.trace });
    }
    for (const incentive of input.incentives ?? []) {
      const code = `item.incentive.${incentive.schemeId}`;
      engineItems.push({
        code,
        label: incentive.name,
        kind: 'earning',
        amount: engineMoney(incentive.amount, country),
        class: incentive.wageClass,
      });
      itemTraces.set(code, {
        incentive: {
          schemeId: incentive.schemeId,
          formula: incentive.formula,
          target: incentive.target,
          achievement: incentive.achievement,
          amount: incentive.amount,
          wageClass: incentive.wageClass,
        },
      });
    }
    for (const item of input.items) {
      const amount = engineMoney(item.amount!, country);
      const mapped = engineItem(
        { code: `item.${item.policyId}`, label: item.policyName, kind: item.kind, treatment: item.treatment, amount },
        country ?? 'SG',
      );
      engineItems.push(mapped);
      itemTraces.set(mapped.code, {
        payItem: { policyId: item.policyId, category: item.categoryName, recurrence: item.recurrence, from: item.from, to: item.to },
      });
    }
    // Approved claims, paid under their policy's pay item category (its treatment decides the schemes).
    for (const claim of input.claims) {
      const amount = engineMoney(claim.amount, country);
      const mapped = engineItem(
        { code: `item.claim.${claim.id}`, label: claim.typeName, kind: claim.kind, treatment: claim.treatment, amount },
        country ?? 'SG',
      );
      engineItems.push(mapped);
      itemTraces.set(mapped.code, {
        claim: { claimId: claim.id, expenseDate: claim.expenseDate, category: claim.payItemCategoryName },
      });
    }
    const loanLines: DraftLine[] = input.loans.map((loan) => ({
      code: 'loan',
      label: lineLabelKey('loan'),
      kind: 'deduction',
      amount: engineMoney(loan.amount, country),
      trace: { loan: { loanId: loan.loanId } },
    }));

    let lines: DraftLine[];
    let cpfSubject: { ow: string; aw: string } | null = null;
    if (country && statutory) {
      const ytd = ytdInput(country, input.earlierYtd);
      const engineInput = {
        country,
        period,
        items: engineItems,
        employee: statutory.employee,
        ...(statutory.employer ? { employer: statutory.employer } : {}),
        ...(ytd ? { ytd } : {}),
      } as unknown as PayslipInput;
      let slip;
      try {
        slip = computePayslip(engineInput);
      } catch (error) {
        if (error instanceof PayrollInputError)
          throw new PayrunInputProblem('payruns:failures.engineInput', `${person.id}: ${error.message}`);
        throw error;
      }
      lines = slip.lines.map((line) => {
        const code = ownCode(line.code) ?? payrunCode(line.code);
        return {
          code,
          label: ownLabel(line.code) ? line.label : lineLabelKey(code),
          kind: line.kind,
          amount: line.amount,
          trace: {
            ...(line.code === 'basic' ? basicTrace : {}),
            ...((itemTraces.get(line.code) as object | undefined) ?? {}),
            ...(line.base ? { base: line.base } : {}),
            ...(line.rate ? { rate: line.rate } : {}),
            engine: line.trace,
          },
        };
      });
      lines.push(...loanLines);
      if (country === 'SG') {
        // The engine's own CPF wages subject for the same inputs, for the year's later runs (AW ceiling).
        const wageOf = (classes: readonly string[]) =>
          engineItems
            .filter((item) => item.kind === 'earning' && classes.includes(item.class) && item.subjectTo?.['cpf' as never] !== false)
            .reduce((sum, item) => sum.plus(item.amount), new Decimal(0))
            .toFixed(2);
        const employee = statutory.employee as { birthDate: string; residency: never; prSince?: string; rateType?: never };
        const result = sg.cpf({
          period,
          birthDate: employee.birthDate,
          residency: employee.residency,
          ...(employee.prSince ? { prSince: employee.prSince } : {}),
          ...(employee.rateType ? { rateType: employee.rateType } : {}),
          ordinaryWage: wageOf(['basic', 'ordinary', 'overtime']),
          additionalWage: wageOf(['additional']),
          ...(ytd && 'ordinaryWageSubject' in ytd
            ? { ytdOrdinaryWageSubject: ytd.ordinaryWageSubject, ytdAdditionalWageSubject: ytd.additionalWageSubject }
            : {}),
        });
        cpfSubject = { ow: result.ordinaryWageSubject, aw: result.additionalWageSubject };
      }
    } else {
      // No statutory scheme assigned in the period: the pay without statutory lines, and a line that says so.
      lines = [
        ...engineItems.map((item): DraftLine => ({
          code: ownCode(item.code)!,
          label: ownLabel(item.code) ? item.label : lineLabelKey(ownCode(item.code)!),
          kind: item.kind as PayslipLineKind,
          amount: new Decimal(item.amount).toFixed(2),
          trace: item.code === 'basic' ? basicTrace : (itemTraces.get(item.code) ?? {}),
        })),
        ...loanLines,
        { code: 'noScheme', label: lineLabelKey('noScheme'), kind: 'info', amount: '0.00', trace: {} },
      ];
    }
    lines = lines.map((line) => (line.code === 'basic' ? { ...line, label: lineLabelKey('basic') } : line));
    if (unpaidLine) {
      // The payslip shows the salary whole and the unpaid days' pay off it: the engine had the reduced wage.
      const at = lines.findIndex((line) => line.code === 'basic');
      const whole: DraftLine = { code: 'basic', label: lineLabelKey('basic'), kind: 'earning', amount: basic, trace: basicTrace };
      lines =
        at < 0
          ? [whole, unpaidLine, ...lines]
          : [...lines.slice(0, at), { ...lines[at]!, amount: whole.amount }, unpaidLine, ...lines.slice(at + 1)];
    }
    return { employeeId: person.id, country, totals: payslipTotals(lines), ytd: ytdFigures(country, lines, cpfSubject), lines };
  }

  /** The run's payment formula inputs, read in batch; a version that no longer compiles fails the run, named. */
  async function formulaInputsOf(
    companyId: string,
    period: string,
    people: readonly { id: string; hiringDate: string | null; cessationDate: string | null; employmentType: number }[],
    salaryChanges: ReadonlyMap<string, readonly SalaryRate[]>,
  ): Promise<RunFormulaInputs> {
    try {
      return await readFormulaInputs(deps.formulas, companyId, { period, people, salaryChanges });
    } catch (error) {
      if (error instanceof FormulaError) throw new PayrunInputProblem('payruns:failures.formula', `${error.code}`);
      throw error;
    }
  }

  /** One person's formulas evaluated (none without any). */
  function formulasOf(period: string, employeeId: string, run: RunFormulaInputs): FormulaResult[] | undefined {
    const inputs = run.people.get(employeeId);
    if (!inputs) return undefined;
    try {
      return evaluateFormulas({ period, inputs, run });
    } catch (error) {
      if (error instanceof FormulaRunProblem) throw new PayrunInputProblem('payruns:failures.formula', `${employeeId}: ${error.detail}`);
      throw error;
    }
  }

  /** The job: every person of the run in batches, each batch rewritten whole in one transaction; then the totals. */
  async function calculate(context: Pick<JobContext<PayrunJobPayload>, 'companyId' | 'payload' | 'progress'>) {
    const { companyId, payload } = context;
    const run = await tenant(companyId, (tx) => repo.find(tx, companyId, payload.payrunId));
    if (!run || run.status !== 'calculating') return { skipped: true };
    if (run.kind !== 'regular') return offCycle.calculate(context, run, payload.employeeIds ? new Set(payload.employeeIds) : null);
    try {
      await context.progress(1, 'payruns:progress.reading');
      const bounds = monthBounds(run.period);
      // A recalculation of some people reads only those of them the run covers; their old payslips go.
      const only = payload.employeeIds ? new Set(payload.employeeIds) : null;
      const scope = only ? (run.employeeIds ?? [...only]).filter((id) => only.has(id)) : run.employeeIds;
      const { people, salaryChanges } = await tenant(companyId, async (tx) => {
        const profile = await companyProfile(tx, companyId);
        const all = (await repo.people(tx, companyId, scope)).filter((person) => employedIn(person, bounds));
        const changes = new Map<string, SalaryRate[]>();
        // The salary history of a batch of people in one read of the audit trail.
        const history = new Map<string, RecordFieldChange[]>();
        for (let start = 0; start < all.length; start += BATCH) {
          const read = await fieldChangesOf(tx, companyId, {
            entity: 'employee',
            entityIds: all.slice(start, start + BATCH).map((person) => person.id),
            field: 'salary',
            dateField: 'salaryEffectiveFrom',
          });
          for (const [id, entries] of read) history.set(id, entries);
        }
        for (const person of all) {
          const entries = history.get(person.id) ?? [];
          const dated = entries.flatMap((entry) => {
            const salary = typeof entry.after === 'string' && entry.after !== '' ? entry.after : entry.after === null ? '0' : null;
            if (salary === null) return [];
            const from =
              typeof entry.effectiveFrom === 'string'
                ? entry.effectiveFrom
                : entry.action === 'create' && person.hiringDate
                  ? person.hiringDate
                  : calendarDate(entry.at, profile.timezone);
            return [{ from, salary }];
          });
          // A record whose salary was never written through an audited change: its salary as it stands.
          if (dated.length === 0 && person.salary) dated.push({ from: person.hiringDate ?? '0001-01-01', salary: person.salary });
          changes.set(
            person.id,
            dated.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
          );
        }
        await repo.clearPayslips(tx, companyId, run.id, scope ?? undefined);
        // Computed whole: its engine steps are written again (a recalculation of some people keeps the others').
        if (!only) await repo.clearTraceSteps(tx, companyId, run.id);
        return { people: all, salaryChanges: changes };
      });
      const ids = people.map((person) => person.id);
      const [items, loans, schemes, ytd, incentives] = await Promise.all([
        ids.length ? deps.payItemsFor(companyId, { period: run.period, employeeIds: ids }) : Promise.resolve([]),
        ids.length ? deps.instalmentsDue(companyId, { period: run.period, employeeIds: ids }) : Promise.resolve([]),
        deps.schemeParametersFor(companyId, ids, bounds.to),
        tenant(companyId, (tx) => repo.ytdOf(tx, companyId, { period: run.period, employeeIds: ids })),
        deps.incentivesDue(companyId, { period: run.period, employeeIds: ids }),
      ]);
      const group = <T extends { employeeId: string }>(rows: readonly T[]) => {
        const map = new Map<string, T[]>();
        for (const row of rows) {
          const list = map.get(row.employeeId);
          if (list) list.push(row);
          else map.set(row.employeeId, [row]);
        }
        return map;
      };
      const claims = ids.length ? await tenant(companyId, (tx) => approvedClaimsFor(tx, companyId, ids, run.period)) : new Map();
      // Unpaid leave and encashed leave, and the month's working days of whoever has either.
      const inRun = new Set(ids);
      const [unpaid, encashed] = await Promise.all([
        deps.unpaidDaysFor(companyId, ids, bounds.from, bounds.to),
        ids.length ? deps.encashmentsFor(companyId, bounds.from, bounds.to) : Promise.resolve([]),
      ]);
      const encashmentsBy = group(encashed.filter((encashment) => inRun.has(encashment.employeeId)));
      const needDays = [...new Set([...unpaid.keys(), ...encashmentsBy.keys()])];
      const workingDays = needDays.length
        ? await deps.workingDaysOf(companyId, needDays, bounds.from, bounds.to)
        : new Map<string, number>();
      const itemsBy = group(items);
      const loansBy = group(loans);
      const formulaInputs = await formulaInputsOf(companyId, run.period, people, salaryChanges);
      const stepNames = new StepNames();
      const writeBatch = async (batch: typeof people, drafts: repo.DraftPayslip[], start: number) => {
        await tenant(companyId, async (tx) => {
          const current = await repo.find(tx, companyId, run.id, { lock: true });
          if (current?.status !== 'calculating') throw new PayrunInputProblem('payruns:failures.changed', run.id);
          const batchIds = batch.map((person) => person.id);
          await repo.clearPayslips(tx, companyId, run.id, batchIds);
          await repo.insertPayslips(tx, companyId, run.id, drafts, stepNames);
          await writeFormulaVersions(tx, companyId, run.id, batchIds, formulaInputs);
        });
        await context.progress(
          5 + (90 * Math.min(start + BATCH, people.length)) / Math.max(people.length, 1),
          'payruns:progress.computing',
        );
      };
      // A batch is written while the next one is computed: the computation gives way every few people
      // so the write's round trips go on, and the database and the engine work at the same time.
      let writing: Promise<unknown> = Promise.resolve(null);
      try {
        for (let start = 0; start < people.length; start += BATCH) {
          const batch = people.slice(start, start + BATCH);
          const drafts: repo.DraftPayslip[] = [];
          for (const [index, person] of batch.entries()) {
            if (index > 0 && index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
            drafts.push(
              payslipOf({
                period: run.period,
                person,
                salaryChanges: salaryChanges.get(person.id) ?? [],
                items: itemsBy.get(person.id) ?? [],
                claims: claims.get(person.id) ?? [],
                loans: loansBy.get(person.id) ?? [],
                schemes: schemes.get(person.id),
                earlierYtd: ytd.get(person.id) ?? [],
                unpaid: unpaid.get(person.id),
                encashments: encashmentsBy.get(person.id),
                workingDays: workingDays.get(person.id),
                formulas: formulasOf(run.period, person.id, formulaInputs),
                incentives: incentives.get(person.id),
              }),
            );
          }
          const failed = await writing;
          if (failed) throw failed;
          writing = writeBatch(batch, drafts, start).then(
            () => null,
            (error: unknown) => error,
          );
        }
        const failed = await writing;
        if (failed) throw failed;
      } finally {
        // A problem met computing waits for the write under way (failing the run clears what it wrote).
        await writing;
      }
      return await tenant(companyId, async (tx) => {
        // The sums of the run's payslips (the database adds the numerics exactly), one row whatever their number.
        const { count: employeeCount, ...sums } = (await repo.payslipSums(tx, companyId, [run.id])).get(run.id) ?? repo.NO_PAYSLIPS;
        const totals = runTotals([sums]);
        const done = await repo.setWhile(tx, companyId, {
          id: run.id,
          status: 'calculating',
          set: {
            status: 'calculated',
            employeeCount,
            ...totals,
            failureReason: null,
            calculatedAt: clock.now(),
            updatedAt: clock.now(),
          },
        });
        if (!done) return { skipped: true };
        await writeAudit(tx, systemActor(companyId, null), {
          entity: ENTITY,
          entityId: run.id,
          action: 'calculate',
          after: {
            period: run.period,
            status: 'calculated',
            employeeCount,
            ...totals,
            ...(only ? { recalculated: people.length } : {}),
          },
        });
        announce(done);
        return { payrunId: run.id, employeeCount };
      });
    } catch (error) {
      if (!(error instanceof PayrunInputProblem)) throw error;
      await failRun(companyId, run.id, `${error.reasonKey}|${error.detail}`.slice(0, 2000));
      return { failed: error.reasonKey };
    }
  }

  /** A run that cannot finish: failed with its reason (its period is free to start again), its partial payslips gone. */
  async function failRun(companyId: string, payrunId: string, reason: string) {
    await tenant(companyId, async (tx) => {
      await repo.clearPayslips(tx, companyId, payrunId);
      await repo.clearTraceSteps(tx, companyId, payrunId);
      const failed = await repo.setWhile(tx, companyId, {
        id: payrunId,
        status: 'calculating',
        set: {
          status: 'failed',
          failureReason: reason,
          employeeCount: 0,
          gross: '0',
          deductions: '0',
          net: '0',
          employerContributions: '0',
          updatedAt: clock.now(),
        },
      });
      if (!failed) return;
      await writeAudit(tx, systemActor(companyId, null), {
        entity: ENTITY,
        entityId: payrunId,
        action: 'fail',
        after: { period: failed.period, status: 'failed' },
      });
      announce(failed);
    });
  }

  async function step(auth: RequestAuth, actor: Actor, id: string, name: Exclude<PayrunStep, 'recalculate'>, body: PayrunChangeBody) {
    return tenant(auth.companyId, async (tx) => {
      const before = await load(tx, auth.companyId, id, { lock: true });
      if (before.version !== body.version) throw versionConflict();
      if (!stepAllowed(name, before.status)) throw new AppError('PAYRUN_STATUS');
      const status = STEP_STATUS[name];
      const now = clock.now();
      const stamp = name === 'approve' ? { approvedAt: now } : name === 'pay' ? { paidAt: now } : { lockedAt: now };
      const row = await repo.update(tx, auth.companyId, { id, expectedVersion: body.version, set: { status, ...stamp, updatedAt: now } });
      if (!row) throw versionConflict();
      if (name === 'approve') {
        // What the run took for loans is recorded on the loans when it is approved (the run is final from then on).
        const deductions = await loanLinesOf(tx, auth.companyId, id);
        if (deductions.length > 0) {
          await deps.deductLoans(tx, auth.companyId, actor, { period: row.period, date: monthBounds(row.period).to, deductions });
        }
        // The claims it pays are paid by this run (another run cannot take them again).
        const claimIds = (await repo.claimLines(tx, auth.companyId, id)).map(
          (line) => (line.trace as { claim: { claimId: string } }).claim.claimId,
        );
        if (claimIds.length > 0) await markClaimsPaid(tx, auth.companyId, claimIds, id, now);
        // The run's lines are final: the engine steps only recalculated people had go.
        await repo.pruneTraceSteps(tx, auth.companyId, id);
      }
      await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: name, before: { status: before.status }, after: { status } });
      return toPayrun(row);
    });
  }

  async function loanLinesOf(tx: Transaction, companyId: string, payrunId: string): Promise<LoanDeduction[]> {
    const rows = await repo.loanLines(tx, companyId, payrunId);
    return rows.map((row) => ({
      loanId: (row.trace as { loan: { loanId: string } }).loan.loanId,
      employeeId: row.employeeId,
      amount: row.amount,
    }));
  }

  const offCycle = createOffCycle({
    tenant,
    clock,
    schemeParametersFor: deps.schemeParametersFor,
    enqueue,
    announce,
    failRun,
    ytd: { figures: ytdFigures, input: ytdInput },
  });

  return {
    calculate,
    failRun,

    /** An off-cycle run beside the period's regular one (payruns.off-cycle.ts). */
    startOffCycle: (auth: RequestAuth, actor: Actor, body: StartOffCyclePayrunBody): Promise<StartedPayrun> =>
      offCycle.start(auth, actor, body),

    async start(auth: RequestAuth, actor: Actor, body: StartPayrunBody): Promise<StartedPayrun> {
      return tenant(auth.companyId, async (tx) => {
        const live = await repo.liveOfPeriod(tx, auth.companyId, body.period);
        if (live) {
          if (live.status === 'calculating' && live.jobId) return { id: live.id, jobId: live.jobId };
          throw new AppError('PAYRUN_EXISTS', { fieldErrors: { period: 'errors:PAYRUN_EXISTS' } });
        }
        const profile = await companyProfile(tx, auth.companyId);
        const now = clock.now();
        const employeeIds = body.employeeIds ? [...new Set(body.employeeIds)] : null;
        const created = await repo.insert(tx, {
          companyId: auth.companyId,
          period: body.period,
          status: 'calculating',
          employeeIds,
          currency: profile.currency,
          createdAt: now,
          updatedAt: now,
        });
        const jobId = await enqueue(tx, auth, created);
        await repo.setWhile(tx, auth.companyId, { id: created.id, status: 'calculating', set: { jobId } });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: created.id,
          action: 'create',
          after: { period: body.period, status: 'calculating', ...(employeeIds ? { employeeCount: employeeIds.length } : {}) },
        });
        return { id: created.id, jobId };
      });
    },

    async recalculate(auth: RequestAuth, actor: Actor, id: string, body: RecalculatePayrunBody): Promise<StartedPayrun> {
      return tenant(auth.companyId, async (tx) => {
        const before = await load(tx, auth.companyId, id, { lock: true });
        if (isFrozen(before.status)) throw new AppError('PAYRUN_FROZEN');
        if (before.version !== body.version) throw versionConflict();
        if (!stepAllowed('recalculate', before.status)) throw new AppError('PAYRUN_STATUS');
        if (before.status === 'failed') {
          const other = await repo.liveOfPeriod(
            tx,
            auth.companyId,
            before.period,
            before.kind === 'regular' ? undefined : { kind: before.kind, name: before.name ?? before.kind },
          );
          if (other) throw new AppError('PAYRUN_EXISTS');
        }
        // Some people only where the run's other payslips stand: a failed run kept none, so it is computed whole.
        const employeeIds = body.employeeIds && before.status === 'calculated' ? [...new Set(body.employeeIds)] : undefined;
        const row = await repo.update(tx, auth.companyId, {
          id,
          expectedVersion: body.version,
          set: { status: 'calculating', failureReason: null, updatedAt: clock.now() },
        });
        if (!row) throw versionConflict();
        const jobId = await enqueue(tx, auth, row, employeeIds);
        await repo.setWhile(tx, auth.companyId, { id, status: 'calculating', set: { jobId } });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'recalculate',
          before: { status: before.status },
          after: { status: 'calculating', ...(employeeIds ? { employeeCount: employeeIds.length } : {}) },
        });
        return { id, jobId };
      });
    },

    approve: (auth: RequestAuth, actor: Actor, id: string, body: PayrunChangeBody) => step(auth, actor, id, 'approve', body),
    pay: (auth: RequestAuth, actor: Actor, id: string, body: PayrunChangeBody) => step(auth, actor, id, 'pay', body),
    lock: (auth: RequestAuth, actor: Actor, id: string, body: PayrunChangeBody) => step(auth, actor, id, 'lock', body),

    async table(auth: RequestAuth, request: TableRequest) {
      const reach = await reachOf(auth);
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.table(tx, auth.companyId, request);
        const data = await runWithin(tx, auth.companyId, page.rows, reach);
        return { data, recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
      });
    },

    async get(auth: RequestAuth, id: string) {
      const reach = await reachOf(auth);
      return tenant(auth.companyId, async (tx) => (await runWithin(tx, auth.companyId, [await load(tx, auth.companyId, id)], reach))[0]!);
    },

    async payslips(auth: RequestAuth, id: string, request: TableRequest) {
      const reach = await reachOf(auth);
      return tenant(auth.companyId, async (tx) => {
        await load(tx, auth.companyId, id);
        const page = await repo.payslipTable(tx, auth.companyId, id, request, reach);
        return {
          data: page.rows.map((row) => ({
            employeeId: row.employeeId,
            employeeName: fullName(row.firstName, row.lastName),
            employmentNumber: row.employmentNumber,
            gross: row.gross,
            deductions: row.deductions,
            net: row.net,
            employerContributions: row.employerContributions,
            employerCost: row.employerCost,
          })),
          recordsTotal: page.recordsTotal,
          recordsFiltered: page.recordsFiltered,
        };
      });
    },

    /**
     * The payslip documents' read (modules/payslips): the run and its payslips, each with its lines
     * (no trace) and the year's sums to date; some people or everyone. Undefined when there is no such run.
     */
    payslipDocuments: (companyId: string, payrunId: string, employeeIds: readonly string[] | null) =>
      tenant(companyId, async (tx) => {
        const row = await repo.find(tx, companyId, payrunId);
        if (!row) return undefined;
        const { slips, lines } = await repo.payslipsWithLines(tx, companyId, payrunId, employeeIds);
        const ytd = new Map(
          (await repo.yearToDate(tx, companyId, { period: row.period, employeeIds })).map((sums) => [sums.employeeId, sums]),
        );
        const linesOf = new Map<string, { code: string; label: string; kind: PayslipLineKind; amount: string }[]>();
        for (const { employeeId, ...line } of lines) {
          const list = linesOf.get(employeeId);
          if (list) list.push(line);
          else linesOf.set(employeeId, [line]);
        }
        const zero = { gross: '0.00', deductions: '0.00', net: '0.00', employerContributions: '0.00' };
        return {
          run: toPayrun(row),
          payslips: slips.map((slip) => {
            const sums = ytd.get(slip.employeeId);
            return {
              employeeId: slip.employeeId,
              gross: slip.gross,
              deductions: slip.deductions,
              net: slip.net,
              employerContributions: slip.employerContributions,
              lines: linesOf.get(slip.employeeId) ?? [],
              ytd: sums
                ? { gross: sums.gross, deductions: sums.deductions, net: sums.net, employerContributions: sums.employerContributions }
                : zero,
            };
          }),
        };
      }),

    /** One person's payslips in runs of these statuses, newest period first (modules/payslips). */
    payslipsOfEmployee: (companyId: string, employeeId: string, statuses: readonly Payrun['status'][]) =>
      tenant(companyId, (tx) => repo.payslipsOfEmployee(tx, companyId, employeeId, statuses)),

    payslip: async (auth: RequestAuth, id: string, employeeId: string): Promise<PayrunPayslip> => {
      const reach = await reachOf(auth);
      return tenant(auth.companyId, async (tx) => {
        await load(tx, auth.companyId, id);
        // Someone beyond the caller's data scope is not there for them (as anyone not in the run).
        if (!(await employeeReached(tx, auth.companyId, { employeeId, reach }))) throw notFound();
        const found = await repo.payslipOf(tx, auth.companyId, id, employeeId);
        if (!found) throw notFound();
        const { slip, lines } = found;
        return {
          employeeId,
          gross: slip.gross,
          deductions: slip.deductions,
          net: slip.net,
          employerContributions: slip.employerContributions,
          employerCost: slip.employerCost,
          lines: lines.map((line) => ({ code: line.code, label: line.label, kind: line.kind, amount: line.amount, trace: line.trace })),
        };
      });
    },
  };
}

export type PayrunsService = ReturnType<typeof createPayrunsService>;
