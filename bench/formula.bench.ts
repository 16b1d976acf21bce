/**
 * Payment formula benchmark: `npx tsx bench/formula.bench.ts` (or `npm run bench formula`).
 *
 * Compiles a 20-term formula once (as a payrun does for each formula version), then times
 * evaluate() per employee — reading and checking the variables from a plain object, computing in
 * exact decimals and writing the result — in rounds over a few employees. The lowest round is the
 * figure against the budget (other processes can only add time), the median beside it.
 */
import { compileFormula } from '@tenaga/payroll';

const BUDGET_US = 20;
const WARMUP = 20_000;
const ITERATIONS = 20_000;
const ROUNDS = 9;

/** Over twenty terms: proration, three overtime bands, allowances, deductions, a condition and a rounding. */
const SOURCE = `round(
  employee.salary * timesheet.daysWorked / period.workingDays
  + employee.salary / 26 / 8 * (1.5 * timesheet.overtime.band1 + 2 * timesheet.overtime.band2 + 3 * timesheet.overtime.band3)
  + allowance.transport + allowance.meal * timesheet.daysWorked + allowance.shift
  - employee.salary / period.workingDays * timeOff.unpaidDays
  - timesheet.lateMinutes * 0.5
  + if(employee.isWorkman and timesheet.absences = 0, 100, 0)
  + min(claims.approved, 500) + max(incentive.commission - 50, 0)
  - loan.instalment - deduction.union,
  2)`;

const VARIABLES = {
  'employee.salary': 'number',
  'employee.isWorkman': 'boolean',
  'period.workingDays': 'number',
  'timesheet.daysWorked': 'number',
  'timesheet.overtime.band1': 'number',
  'timesheet.overtime.band2': 'number',
  'timesheet.overtime.band3': 'number',
  'timesheet.lateMinutes': 'number',
  'timesheet.absences': 'number',
  'timeOff.unpaidDays': 'number',
  'allowance.transport': 'number',
  'allowance.meal': 'number',
  'allowance.shift': 'number',
  'claims.approved': 'number',
  'incentive.commission': 'number',
  'loan.instalment': 'number',
  'deduction.union': 'number',
} as const;

const EMPLOYEES = [2450, 3800, 5200.5, 12800].map((salary, i) => ({
  'employee.salary': String(salary),
  'employee.isWorkman': i % 2 === 0,
  'period.workingDays': 22,
  'timesheet.daysWorked': [22, 20, 21, 18][i]!,
  'timesheet.overtime.band1': ['4.5', '0', '2', '10'][i]!,
  'timesheet.overtime.band2': [0, 1, 2, 3][i]!,
  'timesheet.overtime.band3': [0, 0, 1, 0][i]!,
  'timesheet.lateMinutes': [0, 15, 0, 42][i]!,
  'timesheet.absences': [0, 1, 0, 0][i]!,
  'timeOff.unpaidDays': [0, 1, 0, 2][i]!,
  'allowance.transport': '150.00',
  'allowance.meal': '8.50',
  'allowance.shift': [0, 120, 0, 240][i]!,
  'claims.approved': ['0', '612.40', '88.10', '250'][i]!,
  'incentive.commission': ['0', '1200', '35', '480.75'][i]!,
  'loan.instalment': [0, 200, 0, 350][i]!,
  'deduction.union': '12.00',
}));

const formula = compileFormula(SOURCE, { variables: VARIABLES });
/** The formula's terms: every variable and number it names (34, of which 17 variables). */
const NOT_TERMS = new Set(['round', 'if', 'min', 'max', 'and', 'or', 'not']);
const terms = (SOURCE.match(/[A-Za-z_][\w.]*|\d+(?:\.\d+)?/g) ?? []).filter((word) => !NOT_TERMS.has(word)).length;
let sink = 0;

function run(count: number): void {
  for (let i = 0; i < count; i += 1) sink += formula.evaluate(EMPLOYEES[i % EMPLOYEES.length]!).length;
}

run(WARMUP);
const rounds: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = process.hrtime.bigint();
  run(ITERATIONS);
  rounds.push(Number(process.hrtime.bigint() - start) / 1000 / ITERATIONS);
}
if (sink === 0) throw new Error('no formula evaluated');
rounds.sort((a, b) => a - b);
const round2 = (value: number) => Math.round(value * 100) / 100;
console.log(
  JSON.stringify({
    bench: 'formula',
    unit: 'µs/evaluation',
    terms,
    variables: formula.variablesUsed.length,
    results: { evaluate: round2(rounds[0]!) },
    median: { evaluate: round2(rounds[Math.floor(rounds.length / 2)]!) },
    budget: BUDGET_US,
  }),
);
