import { describe, expect, it } from 'vitest';
import { PayrollInputError } from '../../core/errors.ts';
import { computePayslip } from '../index.ts';
import { ID_CASE, MY_CASE, PH_CASE, SG_CASE, VN_CASE } from './fixtures.ts';

/** Expects a PayrollInputError naming `field` (and, when given, a message matching `message`). */
function rejects(input: unknown, field: string, message?: RegExp): void {
  try {
    computePayslip(input as never);
  } catch (error) {
    expect(error).toBeInstanceOf(PayrollInputError);
    expect((error as PayrollInputError).field).toBe(field);
    if (message) expect((error as Error).message).toMatch(message);
    return;
  }
  throw new Error(`expected a PayrollInputError for ${field}`);
}

const item = (over: Record<string, unknown>) => ({ code: 'X', label: 'X', kind: 'earning', amount: '1', class: 'ordinary', ...over });
const withItems = (base: object, ...items: unknown[]) => ({ ...base, items });

describe('payslip input errors name the field', () => {
  it.each([
    ['input', null],
    ['input', []],
    ['input', 'SG'],
    ['country', { ...SG_CASE, country: 'TH' }],
    ['country', { ...SG_CASE, country: undefined }],
    ['period', { ...SG_CASE, period: '2026-13' }],
    ['period', { ...SG_CASE, period: '2026-3' }],
    ['period', { ...PH_CASE, period: '2019-12' }], // before the first SSS schedule in the data
    ['input.payDate', { ...SG_CASE, payDate: '2026-03-28' }],
    ['items', { ...SG_CASE, items: undefined }],
    ['items', { ...SG_CASE, items: {} }],
  ])('%s', (field, input) => rejects(input, field));

  it.each([
    ['items[0]', withItems(SG_CASE, null)],
    ['items[0].code', withItems(SG_CASE, item({ code: '' }))],
    ['items[0].code', withItems(SG_CASE, item({ code: 42 }))],
    ['items[0].code', withItems(SG_CASE, item({ code: 'sg.cpf.employee' }))],
    ['items[1].code', withItems(SG_CASE, item({}), item({}))],
    ['items[0].label', withItems(SG_CASE, item({ label: undefined }))],
    ['items[0].kind', withItems(SG_CASE, item({ kind: 'employer' }))],
    ['items[0].amount', withItems(SG_CASE, item({ amount: -1 }))],
    ['items[0].amount', withItems(SG_CASE, item({ amount: '1,000' }))],
    ['items[0].amount', withItems(SG_CASE, item({ amount: Number.NaN }))],
    ['items[0].amount', withItems(SG_CASE, item({ amount: '10.005' }))],
    ['items[0].amount', withItems(ID_CASE, item({ amount: '1000.5' }))],
    ['items[0].amount', withItems(VN_CASE, item({ amount: 0.5 }))],
    ['items[0].amount', withItems(SG_CASE, item({ amount: undefined }))],
    ['items[0].class', withItems(SG_CASE, item({ class: 'bonus' }))],
    ['items[0].class', withItems(SG_CASE, item({ class: undefined }))],
    ['items[0].subjectTo', withItems(SG_CASE, item({ subjectTo: 'cpf' }))],
    ['items[0].subjectTo.epf', withItems(SG_CASE, item({ subjectTo: { epf: true } }))],
    ['items[0].subjectTo.cpf', withItems(SG_CASE, item({ subjectTo: { cpf: 'yes' } }))],
    ['items[0].class', withItems(SG_CASE, item({ kind: 'deduction', class: 'zakat' }))],
    ['items[0].class', withItems(MY_CASE, item({ kind: 'deduction', class: 'pretax' }))],
    ['items[0].subjectTo', withItems(MY_CASE, item({ kind: 'deduction', class: 'other', subjectTo: { pcb: false } }))],
  ])('%s', (field, input) => rejects(input, field));

  it.each([
    ['employee', { ...SG_CASE, employee: undefined }],
    ['employee.birthDate', { ...SG_CASE, employee: { ...SG_CASE.employee, birthDate: '1990-02-30' } }],
    ['employee.birthDate', { ...SG_CASE, employee: { ...SG_CASE.employee, birthDate: '2026-03-01' } }],
    ['employee.birthdate', { ...SG_CASE, employee: { ...SG_CASE.employee, birthdate: '1990-05-01' } }],
    ['employee.residency', { ...SG_CASE, employee: { ...SG_CASE.employee, residency: 'EP' } }],
    ['employee.prSince', { ...SG_CASE, employee: { ...SG_CASE.employee, residency: 'PR' } }],
    ['employee.rateType', { ...SG_CASE, employee: { ...SG_CASE.employee, residency: 'PR', prSince: '2025-06-01', rateType: 'GF' } }],
    ['employee.shgFunds[1]', { ...SG_CASE, employee: { ...SG_CASE.employee, shgFunds: ['CDAC', 'CDAC'] } }],
    ['employee.shgFunds[0]', { ...SG_CASE, employee: { ...SG_CASE.employee, shgFunds: ['CDC'] } }],
    ['ytd.ordinaryWageSubject', { ...SG_CASE, ytd: { ordinaryWageSubject: '-5' } }],
    ['ytd.ordinaryWageSubject', { ...SG_CASE, ytd: { ordinaryWageSubject: '99999' } }],
    ['ytd.bonus', { ...SG_CASE, ytd: { bonus: '1' } }],
  ])('Singapore %s', (field, input) => rejects(input, field));

  it('quotes the amounts in an engine message (the trace-off run is redone with the trace on)', () => {
    rejects({ ...SG_CASE, ytd: { ordinaryWageSubject: '99999' } }, 'ytd.ordinaryWageSubject', /\$99,999\.00 is more than .*\$16,000\.00/);
  });

  it.each([
    ['employee.citizenship', { ...MY_CASE, employee: { ...MY_CASE.employee, citizenship: 'resident' } }],
    ['employee.pcbCategory', { ...MY_CASE, employee: { ...MY_CASE.employee, pcbCategory: 4 } }],
    ['employee.children', { ...MY_CASE, employee: { ...MY_CASE.employee, children: -1 } }],
    ['employee.children', { ...MY_CASE, employee: { ...MY_CASE.employee, pcbCategory: 1, children: 2 } }],
    ['employee.spouseDisabled', { ...MY_CASE, employee: { ...MY_CASE.employee, spouseDisabled: true } }],
    ['employee.disabled', { ...MY_CASE, employee: { ...MY_CASE.employee, disabled: 'no' } }],
    ['employee.reliefs', { ...MY_CASE, employee: { ...MY_CASE.employee, reliefs: '1.234' } }],
    ['employer', { ...MY_CASE, employer: undefined }],
    ['employer.malaysianEmployees', { ...MY_CASE, employer: { malaysianEmployees: 2.5 } }],
    ['employer.hrdfRegistered', { ...MY_CASE, employer: { malaysianEmployees: 7, hrdfRegistered: 'yes' } }],
    ['ytd.pcb', { ...MY_CASE, ytd: { pcb: -10 } }],
    ['period', { ...MY_CASE, period: '2023-12' }],
  ])('Malaysia %s', (field, input) => rejects(input, field));

  it.each([
    ['employee.ptkpStatus', { ...ID_CASE, employee: { ptkpStatus: 'K/4' } }],
    ['employee.hasTaxId', { ...ID_CASE, employee: { ptkpStatus: 'K/1', hasTaxId: 'yes' } }],
    ['employer.jkkRiskClass', { ...ID_CASE, employer: { jkkRiskClass: 'extreme' } }],
    ['employer.minimumWage', { ...ID_CASE, employer: { jkkRiskClass: 'low', minimumWage: '5000000.5' } }],
  ])('Indonesia %s', (field, input) => rejects(input, field));

  it.each([
    ['employee.region', { ...VN_CASE, employee: { region: 'V', dependants: 0 } }],
    ['employee.dependants', { ...VN_CASE, employee: { region: 'I' } }],
    ['employee.resident', { ...VN_CASE, employee: { region: 'I', dependants: 0, resident: 1 } }],
    ['employer.reducedAccidentRate', { ...VN_CASE, employer: { reducedAccidentRate: 'no' } }],
    ['employer', { ...VN_CASE, employer: [] }],
    ['period', { ...VN_CASE, period: '2023-12' }],
  ])('Vietnam %s', (field, input) => rejects(input, field));

  it.each([
    ['employee.birthDate', { ...PH_CASE, employee: { birthDate: '1990-01-01' } }],
    ['ytd.exemptBenefits', { ...PH_CASE, ytd: { exemptBenefits: '1.001' } }],
  ])('Philippines %s', (field, input) => rejects(input, field));
});
