/**
 * Payment formula benchmark: `npx tsx bench/formula.bench.ts` (or `npm run bench formula`).
 *
 * Compiles a formula once (as a payrun does for each formula version), then times evaluate() per
 * employee — reading and checking the variables from a plain object, computing in exact decimals and
 * writing the result — in interleaved rounds over a few employees. Two formulas: the budget's
 * 20-term one (a term is a variable or a number), and a heavier 34-term one beside it. The lowest
 * round is the figure against the budget (other processes can only add time), the median beside it.
 */
import { compileFormula } from '@tenaga/payroll';

const BUDGET_US = 20;
const WARMUP = 20_000;
const ITERATIONS = 20_000;
const ROUNDS = 9;

/** Twenty terms: proration, two overtime bands, allowances, deductions, a cap, a condition, a rounding. */
const TWENTY_TERMS = `round(
  employee.salary * timesheet.daysWorked / period.workingDays
  + employee.salary / 208 * (1.5 * timesheet.overtime.band1 + 2 * timesheet.overtime.band2)
  + allowance.transport + allowance.meal * timesheet.daysWorked
  - loan.instalment - deduction.union + min(claims.approved, 500)
  + if(employee.isWorkman, 100, 0),
  2)`;

/** Thirty-four terms: proration, three overtime bands, allowances, deductions, a condition and a rounding. */
const THIRTY_FOUR_TERMS = `round(
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

/** A formula's terms: every variable and number it names. */
const NOT_TERMS = new Set(['round', 'if', 'min', 'max', 'and', 'or', 'not']);
const countTerms = (source: string) => (source.match(/[A-Za-z_][\w.]*|\d+(?:\.\d+)?/g) ?? []).filter((word) => !NOT_TERMS.has(word)).length;

const FORMULAS = { twentyTerms: TWENTY_TERMS, thirtyFourTerms: THIRTY_FOUR_TERMS };
type Name = keyof typeof FORMULAS;
const NAMES = Object.keys(FORMULAS) as Name[];
const compiled = Object.fromEntries(NAMES.map((name) => [name, compileFormula(FORMULAS[name], { variables: VARIABLES })])) as Record<
  Name,
  ReturnType<typeof compileFormula>
>;
const terms = Object.fromEntries(NAMES.map((name) => [name, countTerms(FORMULAS[name])]));
if (terms.twentyTerms !== 20) throw new Error(`the 20-term formula has ${terms.twentyTerms} terms`);
let sink = 0;

function run(name: Name, count: number): void {
  const formula = compiled[name];
  for (let i = 0; i < count; i += 1) sink += formula.evaluate(EMPLOYEES[i % EMPLOYEES.length]!).length;
}

for (const name of NAMES) run(name, WARMUP);
const rounds: Record<string, number[]> = {};
for (let round = 0; round < ROUNDS; round += 1) {
  for (const name of NAMES) {
    const start = process.hrtime.bigint();
    run(name, ITERATIONS);
    (rounds[name] ??= []).push(Number(process.hrtime.bigint() - start) / 1000 / ITERATIONS);
  }
}
if (sink === 0) throw new Error('no formula evaluated');
const figure = (pick: (sorted: number[]) => number) =>
  Object.fromEntries(NAMES.map((name) => [name, Math.round(pick([...rounds[name]!].sort((a, b) => a - b)) * 100) / 100]));
console.log(
  JSON.stringify({
    bench: 'formula',
    unit: 'µs/evaluation',
    terms,
    results: figure((sorted) => sorted[0]!),
    median: figure((sorted) => sorted[Math.floor(sorted.length / 2)]!),
    budget: BUDGET_US,
  }),
);
