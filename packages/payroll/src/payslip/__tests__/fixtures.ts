import type { IdPayslipInput, MyPayslipInput, PhPayslipInput, SgPayslipInput, VnPayslipInput } from '../types.ts';

/** One ordinary month per country, with a bonus or other additional pay, used across the payslip tests. */
export const SG_CASE: SgPayslipInput = {
  country: 'SG',
  period: '2026-03',
  employee: { birthDate: '1990-05-01', residency: 'SC', shgFunds: ['CDAC', 'MBMF'] },
  items: [
    { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '5200.00', class: 'basic' },
    { code: 'TRANSPORT', label: 'Transport allowance', kind: 'earning', amount: '250', class: 'ordinary' },
    { code: 'OT', label: 'Overtime', kind: 'earning', amount: '312.40', class: 'overtime' },
    { code: 'BONUS', label: 'Performance bonus', kind: 'earning', amount: '6000', class: 'additional' },
    { code: 'CLAIM', label: 'Medical claim', kind: 'earning', amount: '85.50', class: 'exempt' },
    { code: 'LOAN', label: 'Staff loan', kind: 'deduction', amount: '150' },
  ],
  ytd: { ordinaryWageSubject: '11524.80', additionalWageSubject: '0' },
};

export const MY_CASE: MyPayslipInput = {
  country: 'MY',
  period: '2026-04',
  employee: { birthDate: '1988-07-12', citizenship: 'citizen', pcbCategory: 3, children: 2 },
  employer: { malaysianEmployees: 40 },
  items: [
    { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '5500', class: 'basic' },
    { code: 'ALLOW', label: 'Fixed allowance', kind: 'earning', amount: '300.00', class: 'ordinary' },
    { code: 'OT', label: 'Overtime', kind: 'earning', amount: '420.50', class: 'overtime' },
    { code: 'BONUS', label: 'Bonus', kind: 'earning', amount: '8250', class: 'additional' },
    { code: 'ZAKAT', label: 'Zakat', kind: 'deduction', amount: '50', class: 'zakat' },
  ],
  ytd: { remuneration: '16500', epf: '1815', pcb: '328.20', reliefs: '300' },
};

export const ID_CASE: IdPayslipInput = {
  country: 'ID',
  period: '2026-04',
  employee: { ptkpStatus: 'K/1' },
  employer: { jkkRiskClass: 'low', minimumWage: '5396761' },
  items: [
    { code: 'GAJI', label: 'Gaji pokok', kind: 'earning', amount: '12000000', class: 'basic' },
    { code: 'TUNJ', label: 'Tunjangan tetap', kind: 'earning', amount: '1500000', class: 'ordinary' },
    { code: 'LEMBUR', label: 'Lembur', kind: 'earning', amount: '850000', class: 'overtime' },
    { code: 'THR', label: 'THR', kind: 'earning', amount: '12000000', class: 'additional' },
    { code: 'KOPERASI', label: 'Koperasi', kind: 'deduction', amount: '100000' },
  ],
};

export const VN_CASE: VnPayslipInput = {
  country: 'VN',
  period: '2026-03',
  employee: { region: 'I', dependants: 1 },
  items: [
    { code: 'LUONG', label: 'Lương cơ bản', kind: 'earning', amount: '30000000', class: 'basic' },
    { code: 'PHUCAP', label: 'Phụ cấp', kind: 'earning', amount: '2000000', class: 'ordinary' },
    { code: 'ANTRUA', label: 'Ăn trưa', kind: 'earning', amount: '730000', class: 'ordinary', subjectTo: { insurance: false, pit: false } },
    { code: 'TANGCA', label: 'Tăng ca', kind: 'earning', amount: '1500000', class: 'overtime' },
    { code: 'THUONG', label: 'Thưởng', kind: 'earning', amount: '5000000', class: 'additional' },
  ],
};

export const PH_CASE: PhPayslipInput = {
  country: 'PH',
  // November: the 13th month is often paid before December; December annualises (year-end.test.ts).
  period: '2026-11',
  items: [
    { code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '50000', class: 'basic' },
    { code: 'COLA', label: 'Allowance', kind: 'earning', amount: '2500.00', class: 'ordinary' },
    { code: 'RICE', label: 'Rice subsidy', kind: 'earning', amount: '2000', class: 'exempt' },
    { code: 'OT', label: 'Overtime', kind: 'earning', amount: '1850.75', class: 'overtime' },
    { code: '13TH', label: '13th-month pay', kind: 'earning', amount: '50000', class: 'additional' },
    { code: 'LOAN', label: 'SSS salary loan', kind: 'deduction', amount: '1200' },
  ],
  ytd: { exemptBenefits: '60000' },
};

export const CASES = { SG: SG_CASE, MY: MY_CASE, ID: ID_CASE, VN: VN_CASE, PH: PH_CASE } as const;
