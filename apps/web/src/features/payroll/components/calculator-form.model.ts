import { z } from 'zod';
import type { StatutoryPreviewBody } from '@tenaga/contracts/modules/payroll.contracts';
import { COMPANY_COUNTRIES, type CompanyCountry } from '@tenaga/contracts/region';
import { v } from '@tenaga/contracts/validation';
import {
  CITIZENSHIPS,
  DE_MINIMIS_KINDS,
  ID_PROVINCES,
  ID_WORKER_KINDS,
  JKK_RISK_CLASSES,
  LEVY_PASSES,
  PH_TAX_REGIMES,
  PTKP_STATUSES,
  RATE_TYPES,
  RESIDENCIES,
  VN_CONTRACTS,
  VN_FOREIGN_SI_EXEMPTIONS,
  VN_REGIONS,
} from '@tenaga/payroll';

const money = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: v.validNumber });
const optionalMoney = money.optional().or(z.literal(''));
/** An amount of nothing ("0", "0.00"), told by its digits: money never goes through a JavaScript number. */
const ZERO_AMOUNT = /^\s*0*(\.0*)?\s*$/;

export const CalculatorFormSchema = z.object({
  country: z.enum(COMPANY_COUNTRIES, { error: v.invalidOption }),
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: v.validFormat }),
  basic: money,
  allowance: optionalMoney,
  overtime: optionalMoney,
  bonus: optionalMoney,
  // Singapore
  birthDate: z.string().optional(),
  residency: z.enum(RESIDENCIES).optional(),
  prSince: z.string().optional(),
  rateType: z.enum(RATE_TYPES).optional(),
  shgFund: z.string().optional(),
  ytdOrdinaryWageSubject: optionalMoney,
  ytdAdditionalWageSubject: optionalMoney,
  levyPass: z.enum(LEVY_PASSES).optional(),
  levyTier: z.number().int().min(1).max(3).optional(),
  levyHigherSkilled: z.boolean().optional(),
  levyConcessionary: z.boolean().optional(),
  levyDays: z.number().int().min(1).max(31).optional(),
  // Malaysia
  citizenship: z.enum(CITIZENSHIPS).optional(),
  pcbCategory: z.number().int().min(1).max(3).optional(),
  children: z.number().int().min(0).max(20).optional(),
  malaysianEmployees: z.number().int().min(0).optional(),
  hrdfRegistered: z.boolean().optional(),
  hrdfSectorCovered: z.boolean().optional(),
  taxResident: z.boolean().optional(),
  eisFirstTimeContributor: z.boolean().optional(),
  socsoEmploymentInjuryOnly: z.boolean().optional(),
  reliefs: optionalMoney,
  zakat: optionalMoney,
  ytdRemuneration: optionalMoney,
  ytdEpf: optionalMoney,
  ytdPcb: optionalMoney,
  ytdReliefs: optionalMoney,
  ytdZakat: optionalMoney,
  // Indonesia
  ptkpStatus: z.enum(PTKP_STATUSES).optional(),
  workerKind: z.enum(ID_WORKER_KINDS).optional(),
  daysWorked: z.number().int().min(1).max(31).optional(),
  treatyRate: z
    .string()
    .trim()
    .regex(/^(0(\.\d{1,4})?)?$/, { error: v.validNumber })
    .optional(),
  foreignWorker: z.boolean().optional(),
  dtp: z.boolean().optional(),
  idBirthDate: z.string().optional(),
  jkkRiskClass: z.enum(JKK_RISK_CLASSES).optional(),
  hasTaxId: z.boolean().optional(),
  jpCovered: z.boolean().optional(),
  minimumWage: optionalMoney,
  province: z.enum(ID_PROVINCES).optional(),
  exitMonth: z.boolean().optional(),
  monthsWorked: z.number().int().min(1).max(12).optional(),
  partYear: z.boolean().optional(),
  ytdGross: optionalMoney,
  ytdPension: optionalMoney,
  ytdWithheld: optionalMoney,
  // Vietnam
  region: z.enum(VN_REGIONS).optional(),
  dependants: z.number().int().min(0).max(20).optional(),
  resident: z.boolean().optional(),
  vietnamese: z.boolean().optional(),
  contract: z.enum(VN_CONTRACTS).optional(),
  commitment: z.boolean().optional(),
  foreignExemption: z.enum(VN_FOREIGN_SI_EXEMPTIONS).optional(),
  netSalary: z.boolean().optional(),
  // Philippines
  taxRegime: z.enum(PH_TAX_REGIMES).optional(),
  minimumWageEarner: z.boolean().optional(),
  separated: z.boolean().optional(),
  dailyMinimumWage: optionalMoney,
  deMinimisKind: z.enum(DE_MINIMIS_KINDS).optional(),
  deMinimisAmount: optionalMoney,
  deMinimisDays: z.number().int().min(1).max(366).optional(),
  deMinimisUsed: optionalMoney,
  exemptBenefits: optionalMoney,
  ytdTaxable: optionalMoney,
  ytdTaxWithheld: optionalMoney,
});
export type CalculatorForm = z.infer<typeof CalculatorFormSchema>;
export type FieldName = keyof CalculatorForm;

const given = (amount: string | undefined): amount is string => amount !== undefined && amount.trim() !== '';
/** Only the amounts the user entered, keyed as the engine names them (an empty field keeps the engine's default). */
function amounts(pairs: readonly (readonly [string, string | undefined])[]): Record<string, string> {
  return Object.fromEntries(
    pairs.filter((pair): pair is readonly [string, string] => given(pair[1])).map(([key, amount]) => [key, amount.trim()]),
  );
}

/** December is the last tax period in Indonesia (and the exit month); December annualises in the Philippines. */
export const isDecember = (period: string | undefined) => period?.endsWith('-12') ?? false;

/** De minimis benefits whose ceiling counts days (overtime meals, monetised leave). */
export const DE_MINIMIS_WITH_DAYS: readonly string[] = ['overtimeMeal', 'vacationLeave'];
/** De minimis benefits with a yearly ceiling, against which the year's earlier payments count. */
export const DE_MINIMIS_YEARLY: readonly string[] = [
  'uniform',
  'medicalAssistance',
  'achievementAward',
  'christmasGift',
  'cbaIncentive',
  'vacationLeave',
];

/** Turns the form into the payroll package's payslip input (the request of the preview route). */
export function toPreviewBody(
  form: CalculatorForm,
  labels: Record<'basic' | 'allowance' | 'overtime' | 'bonus' | 'zakat' | 'deMinimis', string>,
): StatutoryPreviewBody {
  const earnings = (
    [
      ['BASIC', labels.basic, form.basic, 'basic'],
      ['ALLOWANCE', labels.allowance, form.allowance, 'ordinary'],
      ['OVERTIME', labels.overtime, form.overtime, 'overtime'],
      ['BONUS', labels.bonus, form.bonus, 'additional'],
    ] as const
  ).filter(([, , amount]) => amount && !ZERO_AMOUNT.test(amount));
  const items: StatutoryPreviewBody['items'] = earnings.map(([code, label, amount, itemClass]) => ({
    code,
    label,
    kind: 'earning' as const,
    amount: amount!,
    class: itemClass,
  }));
  if (form.country === 'MY' && given(form.zakat) && !ZERO_AMOUNT.test(form.zakat)) {
    items.push({ code: 'ZAKAT', label: labels.zakat, kind: 'deduction', amount: form.zakat.trim(), class: 'zakat' });
  }
  const deMinimis = form.country === 'PH' && form.deMinimisKind && given(form.deMinimisAmount) && !ZERO_AMOUNT.test(form.deMinimisAmount);
  if (deMinimis) {
    const withDays = DE_MINIMIS_WITH_DAYS.includes(form.deMinimisKind!) && form.deMinimisDays;
    items.push({
      code: 'DE_MINIMIS',
      label: labels.deMinimis,
      kind: 'earning',
      amount: form.deMinimisAmount!.trim(),
      class: 'exempt',
      deMinimis: { kind: form.deMinimisKind!, ...(withDays ? { days: form.deMinimisDays } : {}) },
    });
  }
  const idNonResident = form.taxResident === false;
  const lastPeriod =
    (isDecember(form.period) || (form.exitMonth ?? false)) && (form.workerKind ?? 'permanent') === 'permanent' && !idNonResident;
  const phFinalTax = (form.taxRegime ?? 'regular') !== 'regular';
  // A final tax is not annualised: the year-end figures are asked only of the graduated rates.
  const phLastPayroll = (isDecember(form.period) || (form.separated ?? false)) && !phFinalTax;
  const facts: Record<CompanyCountry, () => Pick<StatutoryPreviewBody, 'employee' | 'employer' | 'ytd'>> = {
    SG: () => ({
      employee: {
        birthDate: form.birthDate ?? '',
        residency: form.residency ?? 'SC',
        ...(form.residency === 'PR' ? { ...(form.prSince ? { prSince: form.prSince } : {}), rateType: form.rateType ?? 'GG' } : {}),
        shgFunds: form.shgFund ? [form.shgFund] : [],
        ...(form.residency === 'FOREIGNER' && form.levyPass
          ? {
              foreignWorkerLevy: {
                pass: form.levyPass,
                ...(form.levyPass === 'DOMESTIC_WORKER'
                  ? { concessionary: form.levyConcessionary ?? false }
                  : { ...(form.levyTier ? { tier: form.levyTier } : {}) }),
                ...(form.levyPass.startsWith('WORK_PERMIT') ? { higherSkilled: form.levyHigherSkilled ?? false } : {}),
                ...(form.levyDays ? { days: form.levyDays } : {}),
              },
            }
          : {}),
      },
      ytd: amounts([
        ['ordinaryWageSubject', form.ytdOrdinaryWageSubject],
        ['additionalWageSubject', form.ytdAdditionalWageSubject],
      ]),
    }),
    MY: () => ({
      employee: {
        birthDate: form.birthDate ?? '',
        citizenship: form.citizenship ?? 'citizen',
        pcbCategory: form.pcbCategory ?? 1,
        children: form.children ?? 0,
        ...amounts([['reliefs', form.reliefs]]),
        taxResident: form.taxResident ?? true,
        eisFirstTimeContributor: form.eisFirstTimeContributor ?? false,
        socsoEmploymentInjuryOnly: form.socsoEmploymentInjuryOnly ?? false,
      },
      employer: {
        malaysianEmployees: form.malaysianEmployees ?? 10,
        hrdfRegistered: form.hrdfRegistered ?? true,
        hrdfSectorCovered: form.hrdfSectorCovered ?? true,
      },
      ytd: amounts([
        ['remuneration', form.ytdRemuneration],
        ['epf', form.ytdEpf],
        ['pcb', form.ytdPcb],
        ['reliefs', form.ytdReliefs],
        ['zakat', form.ytdZakat],
      ]),
    }),
    ID: () => ({
      employee: {
        ptkpStatus: form.ptkpStatus ?? 'TK/0',
        hasTaxId: form.hasTaxId ?? true,
        // JP follows the foreign worker flag and the birth date unless the user leaves it off.
        ...(form.jpCovered === false && !form.foreignWorker ? { jpCovered: false } : {}),
        ...(idNonResident ? { taxResident: false, ...(form.treatyRate?.trim() ? { treatyRate: form.treatyRate.trim() } : {}) } : {}),
        ...(form.workerKind && form.workerKind !== 'permanent' ? { workerKind: form.workerKind } : {}),
        ...(form.workerKind === 'non_permanent_daily' ? { daysWorked: form.daysWorked ?? 1 } : {}),
        ...(form.foreignWorker ? { foreignWorker: true } : {}),
        ...(form.idBirthDate ? { birthDate: form.idBirthDate } : {}),
        ...(form.dtp && !idNonResident ? { dtp: true } : {}),
        ...(form.exitMonth && lastPeriod ? { exitMonth: true } : {}),
        ...(lastPeriod ? { ...(form.monthsWorked ? { monthsWorked: form.monthsWorked } : {}), partYear: form.partYear ?? false } : {}),
      },
      employer: {
        jkkRiskClass: form.jkkRiskClass ?? 'very_low',
        ...amounts([['minimumWage', form.minimumWage]]),
        ...(form.province ? { province: form.province } : {}),
      },
      ytd: lastPeriod
        ? amounts([
            ['gross', form.ytdGross],
            ['pensionContributions', form.ytdPension],
            ['withheld', form.ytdWithheld],
          ])
        : {},
    }),
    VN: () => ({
      employee: {
        region: form.region ?? 'I',
        dependants: form.dependants ?? 0,
        resident: form.resident ?? true,
        vietnamese: form.vietnamese ?? true,
        ...(form.contract && form.contract !== 'standard'
          ? { contract: form.contract, ...(form.commitment ? { commitment: true } : {}) }
          : {}),
        ...(form.vietnamese === false && form.foreignExemption ? { foreignExemption: form.foreignExemption } : {}),
        ...(form.netSalary ? { netSalary: true } : {}),
      },
    }),
    PH: () => ({
      employee: {
        ...(phFinalTax ? { taxRegime: form.taxRegime! } : form.minimumWageEarner ? { minimumWageEarner: true } : {}),
        ...(form.separated && !phFinalTax ? { separated: true } : {}),
        ...amounts([['dailyMinimumWage', form.dailyMinimumWage]]),
      },
      ytd: amounts([
        ['exemptBenefits', form.exemptBenefits],
        ...(deMinimis && DE_MINIMIS_YEARLY.includes(form.deMinimisKind!)
          ? ([[`deMinimis.${form.deMinimisKind!}`, form.deMinimisUsed]] as const)
          : []),
        ...(phLastPayroll
          ? ([
              ['taxableCompensation', form.ytdTaxable],
              ['withheld', form.ytdTaxWithheld],
            ] as const)
          : []),
      ]),
    }),
  };
  const { ytd, ...rest } = facts[form.country]();
  return { country: form.country, period: form.period, items, ...rest, ...(ytd && Object.keys(ytd).length > 0 ? { ytd } : {}) };
}

/** The form field of each engine input path the engine may reject ('ytd.withheld' is a different field in ID and PH). */
const FIELD_OF: Record<CompanyCountry, Record<string, FieldName>> = {
  SG: { 'ytd.ordinaryWageSubject': 'ytdOrdinaryWageSubject', 'ytd.additionalWageSubject': 'ytdAdditionalWageSubject' },
  MY: {
    'ytd.remuneration': 'ytdRemuneration',
    'ytd.epf': 'ytdEpf',
    'ytd.pcb': 'ytdPcb',
    'ytd.reliefs': 'ytdReliefs',
    'ytd.zakat': 'ytdZakat',
  },
  ID: {
    'ytd.gross': 'ytdGross',
    'ytd.pensionContributions': 'ytdPension',
    'ytd.withheld': 'ytdWithheld',
    'employee.birthDate': 'idBirthDate',
  },
  VN: {},
  PH: {
    'ytd.exemptBenefits': 'exemptBenefits',
    'ytd.taxableCompensation': 'ytdTaxable',
    'ytd.withheld': 'ytdTaxWithheld',
    'employee.dailyMinimumWage': 'dailyMinimumWage',
  },
};

/** The form field an engine error names ('employee.birthDate' → birthDate); a pay item's is the basic pay. */
export function formField(country: CompanyCountry, path: string): string {
  if (path.startsWith('items') && path.includes('deMinimis')) return path.endsWith('days') ? 'deMinimisDays' : 'deMinimisKind';
  if (path.startsWith('items')) return 'basic';
  const levy = 'employee.foreignWorkerLevy.';
  if (path.startsWith(levy)) return `levy${path.charAt(levy.length).toUpperCase()}${path.slice(levy.length + 1)}`;
  if (path.startsWith('ytd.deMinimis.')) return 'deMinimisUsed';
  return FIELD_OF[country][path] ?? path.split('.').pop()!;
}
