import { formatMoney } from '../../core/currency.ts';
import { Decimal } from '../../core/decimal.ts';
import { inForce } from '../../core/dated.ts';
import { step } from '../../core/trace.ts';
import { bpjs } from '../../id/bpjs.ts';
import { JHT, JKK, JKK_RISK_CLASSES, JKM, JP, KESEHATAN } from '../../id/parameters/bpjs.ts';
import { PTKP_STATUSES } from '../../id/parameters/pph21.ts';
import { pph21Monthly } from '../../id/pph21-monthly.ts';
import { baseOf, baseStep, callEngine, checkKeys, exact, flagField, lazyTrace, maybeExact, objectField, oneOf, optionalMoney, type Composition, type LineBuilder } from '../common.ts';

const EMPLOYEE_KEYS = ['ptkpStatus', 'hasTaxId', 'jpCovered'] as const;
const EMPLOYER_KEYS = ['jkkRiskClass', 'minimumWage', 'jkkReliefEligible'] as const;

const FIELDS = {
  period: 'period',
  wage: 'items',
  gross: 'items',
  jkkRiskClass: 'employer.jkkRiskClass',
  minimumWage: 'employer.minimumWage',
  jkkReliefEligible: 'employer.jkkReliefEligible',
  jpCovered: 'employee.jpCovered',
  ptkpStatus: 'employee.ptkpStatus',
  hasTaxId: 'employee.hasTaxId',
} as const;

const rupiah = (value: Decimal) => formatMoney(value, 'IDR');

/** Indonesia: BPJS Kesehatan and Ketenagakerjaan (JHT, JP, JKK, JKM) and PPh 21 by the monthly TER. */
export function composeId(c: Composition, out: LineBuilder): void {
  const employee = checkKeys('employee', objectField('employee', c.raw.employee)!, EMPLOYEE_KEYS);
  const employer = checkKeys('employer', objectField('employer', c.raw.employer)!, EMPLOYER_KEYS);
  const ptkpStatus = oneOf('employee.ptkpStatus', employee.ptkpStatus, PTKP_STATUSES);
  const hasTaxId = flagField('employee.hasTaxId', employee.hasTaxId);
  const jpCovered = flagField('employee.jpCovered', employee.jpCovered);
  const riskClass = oneOf('employer.jkkRiskClass', employer.jkkRiskClass, JKK_RISK_CLASSES);
  const minimumWage = optionalMoney('employer.minimumWage', employer.minimumWage, c.currency);
  const reliefEligible = flagField('employer.jkkReliefEligible', employer.jkkReliefEligible);
  const period = c.period.key;

  const wage = baseOf(c, 'bpjs');
  const bpjsArgs = { period, wage: exact(wage), jkkRiskClass: riskClass, minimumWage: maybeExact(minimumWage), jpCovered, jkkReliefEligible: reliefEligible };
  const b = callEngine(FIELDS, 'employer', bpjs, bpjsArgs);
  const bpjsTrace = lazyTrace(() => [baseStep('Wage for BPJS', wage, c, 'bpjs'), ...bpjs(bpjsArgs).trace]);

  const taxable = baseOf(c, 'pph21');
  const bruto = taxable.plus(b.taxableEmployerPremiums);
  const taxArgs = { period, ptkpStatus, gross: exact(bruto), hasTaxId };
  const tax = callEngine(FIELDS, 'employee', pph21Monthly, taxArgs);
  const taxTrace = lazyTrace(() => [
    baseStep('Taxable pay items', taxable, c, 'pph21'),
    step('Employer JKK + JKM + BPJS Kesehatan', b.taxableEmployerPremiums, 'taxable benefits in the bruto (PMK 168/2023 Art. 5(3))'),
    ...pph21Monthly(taxArgs).trace,
  ]);

  // Rates for the lines, from the same dated parameters the engine used.
  const kes = inForce(KESEHATAN, c.period, 'BPJS Kesehatan rules').value;
  const jht = inForce(JHT, c.period, 'JHT rates').value;
  const jp = inForce(JP, c.period, 'JP wage cap').value;
  const jkk = inForce(JKK, c.period, 'JKK rates').value;
  const jkm = inForce(JKM, c.period, 'JKM rate').value;
  const jkkRate = reliefEligible ? new Decimal(jkk.rates[riskClass]).times(jkk.reliefFactor).toString() : jkk.rates[riskClass];
  const wageText = rupiah(wage);

  out.deduction('id.bpjs.kesehatan.employee', 'BPJS Kesehatan (employee)', b.kesehatan.employee, bpjsTrace, b.kesehatanBase, kes.employeeRate);
  out.deduction('id.bpjs.jht.employee', 'BPJS JHT (employee)', b.jht.employee, bpjsTrace, wageText, jht.employeeRate);
  out.deduction('id.bpjs.jp.employee', 'BPJS JP (employee)', b.jp.employee, bpjsTrace, b.jpBase, jp.employeeRate);
  out.deduction('id.pph21', 'PPh 21', tax.amount, taxTrace, rupiah(bruto), tax.terRate);

  out.employerLine('id.bpjs.kesehatan.employer', 'BPJS Kesehatan (employer)', b.kesehatan.employer, bpjsTrace, b.kesehatanBase, kes.employerRate);
  out.employerLine('id.bpjs.jht.employer', 'BPJS JHT (employer)', b.jht.employer, bpjsTrace, wageText, jht.employerRate);
  out.employerLine('id.bpjs.jp.employer', 'BPJS JP (employer)', b.jp.employer, bpjsTrace, b.jpBase, jp.employerRate);
  out.employerLine('id.bpjs.jkk.employer', 'BPJS JKK (employer)', b.jkk.employer, bpjsTrace, wageText, jkkRate);
  out.employerLine('id.bpjs.jkm.employer', 'BPJS JKM (employer)', b.jkm.employer, bpjsTrace, wageText, jkm.employerRate);
}
