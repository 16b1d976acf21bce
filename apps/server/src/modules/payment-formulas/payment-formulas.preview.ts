import Decimal from 'decimal.js';
import type { FormulaPreview, FormulaPreviewBody, FormulaVariable } from '@tenaga/contracts';
import { FormulaError, type FormulaValue } from '@tenaga/payroll';
import {
  bandVariable,
  customVariable,
  formulaInvalid,
  inForceOn,
  monthPeriod,
  rateVariable,
  salaryOn,
  serviceDays,
  serviceMonths,
} from './payment-formulas.rules.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { EmployeePeriodFacts, PreviewReads } from './payment-formulas.reads.ts';
import type { PaymentFormulasService } from './payment-formulas.service.ts';

const hours = (minutes: number) => new Decimal(minutes).div(60).toDecimalPlaces(10).toFixed();

/** The values of every available variable for the employee and period (numbers as decimal strings). */
export function variableValues(input: {
  facts: EmployeePeriodFacts;
  period: { from: string; to: string; calendarDays: number };
  rates: ReadonlyMap<string, string>;
}): Map<string, FormulaValue> {
  const { facts, period } = input;
  const values = new Map<string, FormulaValue>();
  const salary = salaryOn(facts.salaryHistory, period.to) ?? '0';
  for (const name of [
    'employee.salary',
    'employee.monthlyBasicPay',
    'employee.basicWage',
    'employee.monthlyRateOfPay',
    'employee.monthlyWage',
  ])
    values.set(name, salary);
  const work = inForceOn(facts.workHours, period.to, (entry) => entry.effectiveFrom);
  values.set('employee.hoursPerDay', work?.hoursPerDay ?? '0');
  values.set('employee.normalHoursPerDay', work?.hoursPerDay ?? '0');
  values.set('employee.daysPerWeek', work?.daysPerWeek ?? '0');
  values.set('employee.hoursPerWeek', work?.hoursPerWeek ?? '0');
  values.set('employee.serviceDays', serviceDays(facts.hiringDate, period.to));
  values.set('employee.serviceMonths', serviceMonths(facts.hiringDate, period.to));
  values.set('employee.hiredInPeriod', facts.hiringDate !== null && facts.hiringDate >= period.from && facts.hiringDate <= period.to);
  values.set(
    'employee.leftInPeriod',
    facts.cessationDate !== null && facts.cessationDate >= period.from && facts.cessationDate <= period.to,
  );
  values.set('employee.isFullTime', facts.employmentType === 0);
  values.set('employee.isPartTime', facts.employmentType === 1);

  const totals = facts.timesheet?.totals;
  values.set('timesheet.workedHours', hours(totals?.workedMinutes ?? 0));
  values.set('timesheet.regularHours', hours(totals?.regularMinutes ?? 0));
  values.set('timesheet.daysWorked', facts.timesheet?.daysWorked ?? 0);
  values.set('timesheet.lateMinutes', totals?.lateMinutes ?? 0);
  values.set('timesheet.earlyLeaveMinutes', totals?.earlyLeaveMinutes ?? 0);
  values.set('timesheet.absentDays', totals?.absentDays ?? 0);
  values.set('timesheet.overtime.hours', hours(totals?.overtimeMinutes ?? 0));
  values.set('timesheet.overtime.normalDay', hours(totals?.overtimeMinutes ?? 0));
  values.set('timesheet.restDay.hours', hours(totals?.restDayMinutes ?? 0));
  values.set('timesheet.holidayHours', hours(totals?.holidayMinutes ?? 0));
  values.set('timesheet.nightHours', hours(totals?.nightMinutes ?? 0));
  values.set('timesheet.night.hours', hours(totals?.nightMinutes ?? 0));
  for (const band of totals?.overtime ?? []) values.set(bandVariable(band.band), hours(band.minutes));

  values.set('period.workingDays', String(facts.workingDays));
  values.set('period.calendarDays', period.calendarDays);
  for (const [code, amount] of input.rates) values.set(rateVariable(code), amount);
  for (const [propertyName, value] of facts.customValues) values.set(customVariable(propertyName), value);
  return values;
}

/**
 * A formula's preview on one employee and month: every variable it reads, from the employee's
 * records, timesheet, calendar and the rates; a known variable nothing feeds yet reads 0 (false)
 * and is marked unavailable.
 */
export async function previewFormula(
  service: Pick<PaymentFormulasService, 'previewFacts'>,
  reads: PreviewReads,
  auth: RequestAuth,
  body: FormulaPreviewBody,
): Promise<FormulaPreview> {
  const period = monthPeriod(body.month);
  const { catalog, compiled, versionNumber, rateValues } = await service.previewFacts(auth, {
    formulaId: body.formulaId,
    versionNumber: body.versionNumber,
    source: body.source,
    on: period.to,
  });
  const facts = await reads.employeeFacts(auth, { employeeId: body.employeeId, from: period.from, to: period.to });
  const known = new Map<string, FormulaVariable>(catalog.map((entry) => [entry.name, entry]));
  const values = variableValues({ facts, period, rates: rateValues });
  const given = new Map<string, FormulaValue>();
  const read: FormulaPreview['variables'] = [];
  for (const name of compiled.variablesUsed) {
    const entry = known.get(name)!;
    const value = entry.available ? (values.get(name) ?? (entry.type === 'boolean' ? false : '0')) : entry.type === 'boolean' ? false : '0';
    given.set(name, value);
    read.push({ name, value: String(value), group: entry.group, available: entry.available });
  }
  try {
    const traced = compiled.trace(given);
    return {
      value: traced.value,
      from: period.from,
      to: period.to,
      versionNumber,
      steps: traced.steps.map((step) => ({
        kind: step.kind,
        text: step.text,
        value: step.value,
        line: step.position.line,
        column: step.position.column,
      })),
      variables: read,
    };
  } catch (error) {
    if (error instanceof FormulaError) throw formulaInvalid(error);
    throw error;
  }
}
