import { z } from 'zod';
import { COMPANY_COUNTRIES, v, type CompanyCountry, type StatutoryPreviewBody } from '@tenaga/contracts';
import { CITIZENSHIPS, JKK_RISK_CLASSES, PTKP_STATUSES, RATE_TYPES, RESIDENCIES, VN_REGIONS } from '@tenaga/payroll';

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
  // Malaysia
  citizenship: z.enum(CITIZENSHIPS).optional(),
  pcbCategory: z.number().int().min(1).max(3).optional(),
  children: z.number().int().min(0).max(20).optional(),
  malaysianEmployees: z.number().int().min(0).optional(),
  hrdfRegistered: z.boolean().optional(),
  reliefs: optionalMoney,
  zakat: optionalMoney,
  ytdRemuneration: optionalMoney,
  ytdEpf: optionalMoney,
  ytdPcb: optionalMoney,
  ytdReliefs: optionalMoney,
  ytdZakat: optionalMoney,
  // Indonesia
  ptkpStatus: z.enum(PTKP_STATUSES).optional(),
  jkkRiskClass: z.enum(JKK_RISK_CLASSES).optional(),
  hasTaxId: z.boolean().optional(),
  jpCovered: z.boolean().optional(),
  minimumWage: optionalMoney,
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
  // Philippines
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

/** Turns the form into the payroll package's payslip input (the request of the preview route). */
export function toPreviewBody(
  form: CalculatorForm,
  labels: Record<'basic' | 'allowance' | 'overtime' | 'bonus' | 'zakat', string>,
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
  const lastPeriod = isDecember(form.period) || (form.exitMonth ?? false);
  const facts: Record<CompanyCountry, () => Pick<StatutoryPreviewBody, 'employee' | 'employer' | 'ytd'>> = {
    SG: () => ({
      employee: {
        birthDate: form.birthDate ?? '',
        residency: form.residency ?? 'SC',
        ...(form.residency === 'PR' ? { ...(form.prSince ? { prSince: form.prSince } : {}), rateType: form.rateType ?? 'GG' } : {}),
        shgFunds: form.shgFund ? [form.shgFund] : [],
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
      },
      employer: { malaysianEmployees: form.malaysianEmployees ?? 10, hrdfRegistered: form.hrdfRegistered ?? true },
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
        jpCovered: form.jpCovered ?? true,
        ...(form.exitMonth ? { exitMonth: true } : {}),
        ...(lastPeriod ? { ...(form.monthsWorked ? { monthsWorked: form.monthsWorked } : {}), partYear: form.partYear ?? false } : {}),
      },
      employer: { jkkRiskClass: form.jkkRiskClass ?? 'very_low', ...amounts([['minimumWage', form.minimumWage]]) },
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
      },
    }),
    PH: () => ({
      employee: {},
      ytd: amounts([
        ['exemptBenefits', form.exemptBenefits],
        ...(isDecember(form.period)
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
  ID: { 'ytd.gross': 'ytdGross', 'ytd.pensionContributions': 'ytdPension', 'ytd.withheld': 'ytdWithheld' },
  VN: {},
  PH: { 'ytd.exemptBenefits': 'exemptBenefits', 'ytd.taxableCompensation': 'ytdTaxable', 'ytd.withheld': 'ytdTaxWithheld' },
};

/** The form field an engine error names ('employee.birthDate' → birthDate); a pay item's is the basic pay. */
export function formField(country: CompanyCountry, path: string): string {
  if (path.startsWith('items')) return 'basic';
  return FIELD_OF[country][path] ?? path.split('.').pop()!;
}
