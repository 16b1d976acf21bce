import fc from 'fast-check';
import { SCHEMES, type Country, type EarningClass, type PayItem, type PayslipInput } from '../types.ts';
import { PROVINCES, UMP } from '../../id/parameters/minimum-wage.ts';

/** The provinces whose UMP is in the data for both 2025 and 2026. */
const UMP_BOTH_YEARS = PROVINCES.filter((province) => UMP.filter((v) => v.from < '2027').every((version) => version.value[province]));

const pad = (n: number) => String(n).padStart(2, '0');

export const periodIn = (years: readonly number[]) =>
  fc.tuple(fc.constantFrom(...years), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${pad(m)}`);

export const birthDate = fc
  .tuple(fc.integer({ min: 1945, max: 2006 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);

/** Whole cents as a decimal string (12345 → "123.45"), by digits rather than float division. */
const centsText = (cents: number) => {
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** A money amount as the caller may give it: a decimal string with the currency's digits, or a number. */
export function amount(max: number, digits: 0 | 2): fc.Arbitrary<string | number> {
  const scale = digits === 2 ? 100 : 1;
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: max * scale }).map((minor) => (digits === 2 ? centsText(minor) : String(minor))) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: max }) },
  );
}

const CLASSES: readonly EarningClass[] = ['basic', 'ordinary', 'overtime', 'additional', 'exempt'];

/** 1-6 earnings (the first is basic pay) and 0-2 deductions, with random per-scheme overrides. */
export function items(country: Country, max: number, digits: 0 | 2): fc.Arbitrary<PayItem[]> {
  const schemes = SCHEMES[country] as readonly string[];
  const overrides = fc.option(fc.dictionary(fc.constantFrom(...schemes), fc.boolean(), { maxKeys: schemes.length }), {
    nil: undefined,
    freq: 3,
  });
  const earning = fc.record({ cls: fc.constantFrom(...CLASSES), amount: amount(max, digits), subjectTo: overrides });
  const deduction = fc.record({ amount: amount(Math.round(max / 20), digits), zakat: fc.boolean() });
  return fc
    .tuple(amount(max, digits), fc.array(earning, { maxLength: 5 }), fc.array(deduction, { maxLength: 2 }))
    .map(([basic, earnings, deductions]) => [
      { code: 'BASIC', label: 'Basic salary', kind: 'earning' as const, amount: basic, class: 'basic' as const },
      ...earnings.map((e, i) => ({
        code: `E${i}`,
        label: `Earning ${i}`,
        kind: 'earning' as const,
        amount: e.amount,
        class: e.cls,
        ...(e.subjectTo === undefined ? {} : { subjectTo: e.subjectTo }),
      })),
      ...deductions.map((x, i) => ({
        code: `D${i}`,
        label: `Deduction ${i}`,
        kind: 'deduction' as const,
        amount: x.amount,
        ...(country === 'MY' && x.zakat ? { class: 'zakat' as const } : {}),
      })),
    ]);
}

const sg: fc.Arbitrary<PayslipInput> = fc
  .record({
    period: periodIn([2024, 2025, 2026, 2027]),
    birthDate,
    residency: fc.constantFrom('SC', 'PR', 'FOREIGNER' as const),
    levy: fc.option(
      fc.oneof(
        fc.record({ pass: fc.constant('S_PASS' as const), tier: fc.integer({ min: 1, max: 2 }) }),
        fc.record({
          pass: fc.constantFrom('WORK_PERMIT_MANUFACTURING', 'WORK_PERMIT_SERVICES' as const),
          tier: fc.integer({ min: 1, max: 3 }),
          higherSkilled: fc.boolean(),
          days: fc.integer({ min: 0, max: 28 }),
        }),
        fc.record({ pass: fc.constant('DOMESTIC_WORKER' as const), concessionary: fc.boolean() }),
      ),
      { nil: undefined },
    ),
    prYearsAgo: fc.integer({ min: 0, max: 5 }),
    rateType: fc.option(fc.constantFrom('GG', 'FG', 'FF' as const), { nil: undefined }),
    shgFunds: fc.subarray(['CDAC', 'ECF', 'MBMF', 'SINDA'] as const),
    ytd: fc.option(fc.record({ ow: fc.integer({ min: 0, max: 3000 }), aw: fc.integer({ min: 0, max: 20000 }) }), { nil: undefined }),
    items: items('SG', 20000, 2),
  })
  .map((r) => {
    const year = Number(r.period.slice(0, 4));
    const month = Number(r.period.slice(5));
    return {
      country: 'SG' as const,
      period: r.period,
      employee: {
        birthDate: r.birthDate,
        residency: r.residency,
        ...(r.residency === 'PR' ? { prSince: `${Math.max(year - r.prYearsAgo, Number(r.birthDate.slice(0, 4)) + 1)}-01-01` } : {}),
        ...(r.rateType ? { rateType: r.rateType } : {}),
        shgFunds: [...r.shgFunds],
        // A levy is recorded for foreigners only (Work Permit and S Pass holders).
        ...(r.residency === 'FOREIGNER' && r.levy ? { foreignWorkerLevy: r.levy } : {}),
      },
      ...(r.ytd ? { ytd: { ordinaryWageSubject: String(r.ytd.ow * (month - 1)), additionalWageSubject: String(r.ytd.aw) } } : {}),
      items: r.items,
    };
  });

const myBase = fc.record({
  period: periodIn([2024, 2025, 2026]),
  birthDate,
  citizenship: fc.constantFrom('citizen', 'pr', 'noncitizen' as const),
  taxResident: fc.option(fc.boolean(), { nil: undefined }),
  eisFirstTimeContributor: fc.option(fc.boolean(), { nil: undefined }),
  hrdfSectorCovered: fc.option(fc.boolean(), { nil: undefined }),
  pcbCategory: fc.constantFrom(1, 2, 3 as const),
  children: fc.integer({ min: 0, max: 6 }),
  malaysianEmployees: fc.integer({ min: 0, max: 200 }),
  ytd: fc.option(
    fc.record({
      remuneration: fc.integer({ min: 0, max: 200000 }),
      epf: fc.integer({ min: 0, max: 5000 }),
      pcb: fc.integer({ min: 0, max: 20000 }),
    }),
    { nil: undefined },
  ),
  items: items('MY', 30000, 2),
});
const my: fc.Arbitrary<PayslipInput> = myBase.map((r) => ({
  country: 'MY' as const,
  period: r.period,
  employee: {
    birthDate: r.birthDate,
    citizenship: r.citizenship,
    pcbCategory: r.pcbCategory,
    children: r.pcbCategory === 1 ? 0 : r.children,
    ...(r.taxResident === undefined ? {} : { taxResident: r.taxResident }),
    ...(r.eisFirstTimeContributor === undefined ? {} : { eisFirstTimeContributor: r.eisFirstTimeContributor }),
  },
  employer: {
    malaysianEmployees: r.malaysianEmployees,
    ...(r.hrdfSectorCovered === undefined ? {} : { hrdfSectorCovered: r.hrdfSectorCovered }),
  },
  ...(r.ytd ? { ytd: { remuneration: String(r.ytd.remuneration), epf: String(r.ytd.epf), pcb: String(r.ytd.pcb) } } : {}),
  items: r.items,
}));

const idn: fc.Arbitrary<PayslipInput> = fc
  .record({
    period: periodIn([2024, 2025, 2026]),
    ptkpStatus: fc.constantFrom('TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3' as const),
    hasTaxId: fc.boolean(),
    // Absent: JP follows the foreign worker flag and the birth date.
    jpCovered: fc.option(fc.boolean(), { nil: undefined }),
    kind: fc.constantFrom('permanent', 'permanent', 'non_permanent_daily', 'non_permanent_monthly', 'non_resident' as const),
    days: fc.integer({ min: 1, max: 31 }),
    foreignWorker: fc.boolean(),
    birthDate: fc.option(birthDate, { nil: undefined }),
    dtp: fc.boolean(),
    jkkRiskClass: fc.constantFrom('very_low', 'low', 'medium', 'high', 'very_high' as const),
    minimumWage: fc.option(fc.integer({ min: 2_000_000, max: 6_000_000 }), { nil: undefined }),
    // The workplace's province: its UMP floors the Kesehatan base (2025 and 2026; those sourced both years).
    province: fc.option(fc.constantFrom(...UMP_BOTH_YEARS), { nil: undefined }),
    jkkReliefEligible: fc.boolean(),
    // The last tax period: December, or an exit month, with the months worked and the year to date.
    exitMonth: fc.boolean(),
    monthsBack: fc.integer({ min: 0, max: 11 }),
    partYear: fc.boolean(),
    ytd: fc.record({
      gross: fc.integer({ min: 0, max: 900_000_000 }),
      pensionPerMille: fc.integer({ min: 0, max: 40 }),
      withheld: fc.integer({ min: 0, max: 120_000_000 }),
    }),
    items: items('ID', 80_000_000, 0),
  })
  .map((r) => {
    const month = Number(r.period.slice(5));
    const monthsWorked = Math.max(1, month - r.monthsBack);
    const permanent = r.kind === 'permanent';
    const last = permanent && (month === 12 || r.exitMonth);
    // The DTP is in force for 2025 and 2026, for employees with a tax id.
    const dtp = permanent && r.dtp && r.hasTaxId && !r.period.startsWith('2024');
    return {
      country: 'ID' as const,
      period: r.period,
      employee: {
        ptkpStatus: r.ptkpStatus,
        hasTaxId: r.hasTaxId,
        ...(r.jpCovered === undefined ? {} : { jpCovered: r.jpCovered }),
        ...(r.kind === 'non_resident' ? { taxResident: false } : {}),
        ...(r.kind === 'non_permanent_daily' || r.kind === 'non_permanent_monthly' ? { workerKind: r.kind } : {}),
        ...(r.kind === 'non_permanent_daily' ? { daysWorked: r.days } : {}),
        ...(r.foreignWorker ? { foreignWorker: true } : {}),
        ...(r.birthDate ? { birthDate: r.birthDate } : {}),
        ...(dtp ? { dtp: true } : {}),
        ...(r.exitMonth && permanent ? { exitMonth: true } : {}),
        ...(last ? { monthsWorked, ...(r.partYear && monthsWorked < 12 ? { partYear: true } : {}) } : {}),
      },
      employer: {
        jkkRiskClass: r.jkkRiskClass,
        jkkReliefEligible: r.jkkReliefEligible,
        ...(r.minimumWage ? { minimumWage: String(r.minimumWage) } : {}),
        ...(r.province && !r.period.startsWith('2024') ? { province: r.province } : {}),
      },
      ...(last
        ? {
            ytd: {
              gross: String(r.ytd.gross),
              pensionContributions: String(Math.floor((r.ytd.gross * r.ytd.pensionPerMille) / 1000)),
              withheld: String(r.ytd.withheld),
            },
          }
        : {}),
      items: r.items,
    };
  });

const vnm: fc.Arbitrary<PayslipInput> = fc
  .record({
    period: periodIn([2024, 2025, 2026]),
    region: fc.constantFrom('I', 'II', 'III', 'IV' as const),
    dependants: fc.integer({ min: 0, max: 5 }),
    resident: fc.boolean(),
    vietnamese: fc.boolean(),
    reducedAccidentRate: fc.boolean(),
    contract: fc.constantFrom('standard', 'standard', 'short', 'none' as const),
    commitment: fc.boolean(),
    foreignExemption: fc.option(fc.constantFrom('intra_company_transferee', 'retirement_age', 'short_contract', 'treaty' as const), {
      nil: undefined,
    }),
    netSalary: fc.boolean(),
    items: items('VN', 150_000_000, 0),
  })
  .map((r) => ({
    country: 'VN' as const,
    period: r.period,
    employee: {
      region: r.region,
      dependants: r.dependants,
      resident: r.resident,
      vietnamese: r.vietnamese,
      ...(r.contract === 'standard' ? {} : { contract: r.contract, ...(r.commitment ? { commitment: true } : {}) }),
      ...(!r.vietnamese && r.foreignExemption ? { foreignExemption: r.foreignExemption } : {}),
      ...(r.netSalary ? { netSalary: true } : {}),
    },
    employer: { reducedAccidentRate: r.reducedAccidentRate },
    items: r.items,
  }));

const phl: fc.Arbitrary<PayslipInput> = fc
  .record({
    period: periodIn([2024, 2025, 2026]),
    used: fc.option(fc.integer({ min: 0, max: 120000 }), { nil: undefined }),
    minimumWageEarner: fc.boolean(),
    // Mostly the graduated rates; a final tax only for a worker who is not a minimum wage earner.
    taxRegime: fc.constantFrom('regular', 'regular', 'nranetb', 'preferential_15' as const),
    separated: fc.boolean(),
    deMinimis: fc.array(
      fc.record({
        kind: fc.constantFrom(
          'rice',
          'uniform',
          'medicalDependants',
          'medicalAssistance',
          'laundry',
          'achievementAward',
          'christmasGift',
          'overtimeMeal',
          'cbaIncentive',
          'vacationLeave' as const,
        ),
        amount: amount(20000, 2),
        days: fc.integer({ min: 1, max: 20 }),
        used: fc.integer({ min: 0, max: 15000 }),
      }),
      { maxLength: 3 },
    ),
    // December annualises: the taxable compensation and tax withheld January to November.
    taxable: fc.integer({ min: 0, max: 3_000_000_00 }),
    withheld: fc.integer({ min: 0, max: 900_000_00 }),
    items: items('PH', 300000, 2),
  })
  .map((r) => {
    const final = r.taxRegime !== 'regular' && !r.minimumWageEarner;
    const last = (r.period.endsWith('-12') || r.separated) && !final;
    const used = Object.fromEntries(
      r.deMinimis.map((d) => [`deMinimis.${d.kind}`, String(d.kind === 'vacationLeave' ? d.used % 15 : d.used)]),
    );
    return {
      country: 'PH' as const,
      period: r.period,
      employee: {
        ...(r.minimumWageEarner ? { minimumWageEarner: true } : {}),
        ...(final ? { taxRegime: r.taxRegime } : {}),
        ...(r.separated ? { separated: true } : {}),
        ...(r.deMinimis.some((d) => d.kind === 'overtimeMeal') ? { dailyMinimumWage: '695' } : {}),
      },
      ...(r.used === undefined && !last && r.deMinimis.length === 0
        ? {}
        : {
            ytd: {
              ...(r.used === undefined ? {} : { exemptBenefits: String(r.used) }),
              ...(last ? { taxableCompensation: centsText(r.taxable), withheld: centsText(r.withheld) } : {}),
              ...used,
            },
          }),
      items: [
        ...r.items,
        ...r.deMinimis.map((d, i) => ({
          code: `DM${i}`,
          label: `De minimis ${i}`,
          kind: 'earning' as const,
          amount: d.amount,
          class: 'exempt' as const,
          deMinimis: { kind: d.kind, ...(d.kind === 'overtimeMeal' || d.kind === 'vacationLeave' ? { days: d.days } : {}) },
        })),
      ],
    };
  });

export const PAYSLIP_INPUTS: Readonly<Record<Country, fc.Arbitrary<PayslipInput>>> = { SG: sg, MY: my, ID: idn, VN: vnm, PH: phl };
