import type { KetsForm, Language } from '@tenaga/contracts';
import type { Translate } from '../../lib/i18n.ts';
import { pdfMaker } from '../../lib/pdf-maker.ts';
import { formatAmount } from './employment-terms.rules.ts';
import { sectionsOf } from './written-terms.templates.ts';

export interface IssuedTerms {
  readonly form: KetsForm;
  readonly issueDate: string;
  readonly number: number;
  readonly fields: readonly { key: string; section: string; value: string | null }[];
}

const DATE_KEYS = new Set(['employmentStartDate', 'probationStartDate', 'probationEndDate', 'employeeDateOfBirth']);
const PERIOD_KEYS = new Set(['salaryPeriod', 'overtimePaymentPeriod']);
const LEAVE_KEYS = new Set(['annualLeave', 'outpatientSickLeave', 'hospitalisationLeave']);
const LENGTH_KEYS = new Set(['probationLength', 'noticePeriod']);
const LOCALES: Record<Language, string> = { en: 'en-SG', id: 'id-ID', ms: 'ms-MY', zh: 'zh-CN', vi: 'vi-VN' };

/** One value as it prints in a language (see ketsFields for how each is kept). */
export function printedValue(input: { key: string; value: string | null; language: Language; translate: Translate }): string {
  const { key, value, language } = input;
  const t = (k: string, values?: Record<string, unknown>) => input.translate(language, `employmentTerms:kets.${k}`, values);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  if (value === null) return t('values.notApplicable');
  if (DATE_KEYS.has(key)) return date(value);
  if (key === 'employmentDuration') {
    const [from = '', to = ''] = value.split('|');
    return t('values.period', { from: date(from), to: date(to) });
  }
  if (PERIOD_KEYS.has(key)) return t(`salaryPeriods.${value}`);
  if (key === 'restDay') return t(`restDays.${value}`);
  if (key === 'basicSalary') {
    const [currency = '', amount = '0'] = value.split('|');
    return `${currency} ${formatAmount(amount)}`;
  }
  if (key === 'overtimeRate') return t('values.overtimeRate', { rate: value });
  if (key === 'hoursPerDay') return t('values.hoursPerDay', { value });
  if (key === 'daysPerWeek') return t('values.daysPerWeek', { value });
  if (LEAVE_KEYS.has(key)) return t('values.daysPerYear', { count: Number(value) });
  if (LENGTH_KEYS.has(key)) {
    const [count = '0', unit = 'month'] = value.split('|');
    return t(`units.${unit}`, { count: Number(count) });
  }
  if (key === 'cpfContributions') return t('values.cpfPrevailing');
  if (key === 'socialInsurance') return t('values.socialInsurancePrevailing');
  if (key === 'thirteenthMonthPay') return t('values.thirteenthMonthPay');
  if (key === 'employeeGender') return input.translate(language, `reference:genders.${value}`);
  if (key === 'businessType') return input.translate(language, `settings:industries.${value}`);
  if (key === 'contractType') return input.translate(language, `employmentTerms:contract.types.${value}`);
  return value;
}

function documentIn(input: { terms: IssuedTerms; language: Language; translate: Translate; pageBreak: boolean }) {
  const { terms, language } = input;
  const t = (k: string, values?: Record<string, unknown>) => input.translate(language, `employmentTerms:kets.${k}`, values);
  const font = language === 'zh' ? 'NotoCJK' : 'Roboto';
  const formText = (k: string, values?: Record<string, unknown>) => t(`forms.${terms.form}.${k}`, values);
  const sections = sectionsOf(terms.form).flatMap((section) => {
    const rows = terms.fields.filter((field) => field.section === section);
    return [
      {
        table: {
          widths: ['*'],
          body: [[{ text: formText(`sections.${section}`), color: '#ffffff', fillColor: '#1f3864', margin: [4, 3, 4, 3] }]],
        },
        layout: 'noBorders',
        margin: [0, 10, 0, 0],
      },
      {
        table: {
          widths: ['42%', '58%'],
          body: rows.map((field) => [
            { text: t(`fields.${field.key}`), fillColor: '#eef1f6', fontSize: 9 },
            { text: printedValue({ key: field.key, value: field.value, language, translate: input.translate }), fontSize: 9 },
          ]),
        },
        layout: { hLineColor: () => '#b4b4b4', vLineColor: () => '#b4b4b4' },
      },
    ];
  });
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${terms.issueDate}T00:00:00Z`),
  );
  return {
    font,
    content: [
      { text: formText('title'), fontSize: 16, alignment: 'center', font, ...(input.pageBreak ? { pageBreak: 'before' } : {}) },
      { text: t('issuedOn', { date, number: terms.number }), alignment: 'right', fontSize: 9, margin: [0, 6, 0, 0], font },
      { text: t('allMandatory'), italics: true, fontSize: 8, margin: [0, 2, 0, 0], font },
      ...sections.map((part) => ({ ...part, font })),
      { text: formText('footnote'), fontSize: 8, italics: true, margin: [0, 12, 0, 0], font },
    ],
  };
}

/**
 * The terms as the form lays them out (Singapore's as MOM's template: sections A to E, each item and its value), in English
 * and then, from a new page, in the second language when there is one.
 */
export async function ketsPdf(input: { terms: IssuedTerms; languages: readonly Language[]; translate: Translate }): Promise<Buffer> {
  const parts = input.languages.map((language, index) =>
    documentIn({ terms: input.terms, language, translate: input.translate, pageBreak: index > 0 }),
  );
  const definition = {
    info: { title: input.translate('en', `employmentTerms:kets.forms.${input.terms.form}.title`), producer: 'Tenaga' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: parts.flatMap((part) => part.content),
  };
  return pdfMaker().createPdf(definition).getBuffer();
}
