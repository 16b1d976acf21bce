import type { Language, PayslipLineKind } from '@tenaga/contracts';
import type { Translate } from '../../lib/i18n.ts';
import { fontFor, pdfInParts, pdfMaker } from '../../lib/pdf-maker.ts';
import { formatMoney, payMonthName } from './payslips.rules.ts';

export interface PayslipDocumentLine {
  readonly label: string;
  readonly kind: PayslipLineKind;
  readonly amount: string;
}

/** One person's payslip as it prints: every figure as the run stored it. */
export interface PayslipDocument {
  readonly language: Language;
  readonly period: string;
  /** An off-cycle run's kind and name as the payslip prints them ('Bonus · Year-end bonus'); null for the regular run. */
  readonly run?: string | null;
  readonly currency: string;
  readonly company: {
    readonly name: string;
    readonly address: string | null;
    readonly logo: string | null;
    readonly regionLanguage: Language;
  };
  readonly employee: {
    readonly name: string;
    readonly employmentNumber: string | null;
    readonly department: string | null;
    readonly jobTitle: string | null;
  };
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
  readonly employerContributions: string;
  readonly lines: readonly PayslipDocumentLine[];
  readonly ytd: {
    readonly gross: string;
    readonly deductions: string;
    readonly net: string;
    readonly employerContributions: string;
  } | null;
  readonly showSummary: boolean;
  readonly showEmployerContributions: boolean;
  /** A preview of a run not yet approved: marked as such on the page. */
  readonly draft: boolean;
}

function pageOf(doc: PayslipDocument, translate: Translate, first: boolean) {
  const t = (key: string, values?: Record<string, unknown>) => translate(doc.language, `payslips:pdf.${key}`, values);
  // Each text in the font that has its characters (a Chinese name on an English payslip in the CJK font).
  const text = (value: string, style: Record<string, unknown> = {}) => ({ text: value, font: fontFor(value), ...style });
  const money = (amount: string) => formatMoney(amount, doc.currency, doc.company.regionLanguage);
  const row = (label: string, amount: string, bold = false) => [text(label, { bold }), text(money(amount), { alignment: 'right', bold })];
  const section = (title: string, lines: readonly PayslipDocumentLine[], totalLabel: string, total: string) => [
    text(title, { bold: true, fontSize: 11, margin: [0, 12, 0, 4] }),
    {
      table: {
        widths: ['*', 'auto'],
        body: [...lines.map((line) => row(line.label, line.amount)), row(totalLabel, total, true)],
      },
      layout: 'lightHorizontalLines',
    },
  ];
  const earnings = doc.lines.filter((line) => line.kind === 'earning');
  const deductions = doc.lines.filter((line) => line.kind === 'deduction');
  const employer = doc.lines.filter((line) => line.kind === 'employer');
  const notes = doc.lines.filter((line) => line.kind === 'info');
  const facts = [
    [t('employee'), doc.employee.name],
    ...(doc.employee.employmentNumber ? [[t('employmentNumber'), doc.employee.employmentNumber]] : []),
    ...(doc.employee.department ? [[t('department'), doc.employee.department]] : []),
    ...(doc.employee.jobTitle ? [[t('jobTitle'), doc.employee.jobTitle]] : []),
    [t('period'), payMonthName(doc.period, doc.language)],
    ...(doc.run ? [[t('run'), doc.run]] : []),
  ];
  return [
    {
      columns: [
        ...(doc.company.logo ? [{ image: doc.company.logo, fit: [90, 50], width: 100 }] : []),
        {
          width: '*',
          stack: [
            text(doc.company.name, { bold: true, fontSize: 14 }),
            ...(doc.company.address ? [text(doc.company.address, { fontSize: 9, color: '#555555' })] : []),
          ],
        },
      ],
      ...(first ? {} : { pageBreak: 'before' }),
    },
    text(t('title', { period: payMonthName(doc.period, doc.language) }), { fontSize: 16, bold: true, margin: [0, 12, 0, 2] }),
    ...(doc.draft ? [text(t('draft'), { color: '#b42318', bold: true, margin: [0, 0, 0, 4] })] : []),
    {
      table: { widths: ['35%', '65%'], body: facts.map(([label, value]) => [text(label!, { color: '#555555' }), text(value!)]) },
      layout: 'noBorders',
      margin: [0, 6, 0, 0],
    },
    ...(doc.showSummary
      ? [
          {
            table: {
              widths: ['*', '*', '*'],
              body: [
                [t('gross'), t('deductions'), t('net')].map((label) => text(label, { fontSize: 9, color: '#555555' })),
                [doc.gross, doc.deductions, doc.net].map((amount) => text(money(amount), { bold: true })),
              ],
            },
            layout: 'noBorders',
            fillColor: '#eef1f6',
            margin: [0, 10, 0, 0],
          },
        ]
      : []),
    ...section(t('earnings'), earnings, t('totalEarnings'), doc.gross),
    ...section(t('deductionsSection'), deductions, t('totalDeductions'), doc.deductions),
    {
      table: { widths: ['*', 'auto'], body: [row(t('netPay'), doc.net, true)] },
      layout: 'noBorders',
      fillColor: '#1f3864',
      color: '#ffffff',
      margin: [0, 10, 0, 0],
    },
    ...(doc.showEmployerContributions && employer.length > 0
      ? section(t('employerContributions'), employer, t('totalEmployerContributions'), doc.employerContributions)
      : []),
    ...(doc.ytd
      ? [
          text(t('yearToDate'), { bold: true, fontSize: 11, margin: [0, 12, 0, 4] }),
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                row(t('gross'), doc.ytd.gross),
                row(t('deductions'), doc.ytd.deductions),
                row(t('net'), doc.ytd.net),
                ...(doc.showEmployerContributions ? [row(t('employerContributions'), doc.ytd.employerContributions)] : []),
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ]
      : []),
    ...notes.map((note) => text(note.label, { fontSize: 8, italics: true, margin: [0, 8, 0, 0] })),
  ];
}

function definition(docs: readonly PayslipDocument[], translate: Translate, password: string | null) {
  const first = docs[0];
  return {
    info: {
      title: first ? translate(first.language, 'payslips:pdf.title', { period: payMonthName(first.period, first.language) }) : 'Payslips',
      producer: 'Tenaga',
    },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    ...(password
      ? {
          userPassword: password,
          // Opened with the password the payslip can be read and printed, not changed.
          ownerPassword: `${password}:${crypto.randomUUID()}`,
          permissions: { printing: 'highResolution', modifying: false, copying: true, annotating: false },
        }
      : {}),
    content: docs.flatMap((doc, index) => pageOf(doc, translate, index === 0)),
  };
}

/**
 * The definition made with the logo, and without it if the logo cannot be drawn: the logo was only
 * checked by its header when it was uploaded, and a payslip is never refused for its picture.
 */
async function withLogoFallback<T>(docs: readonly PayslipDocument[], make: (docs: readonly PayslipDocument[]) => Promise<T>): Promise<T> {
  try {
    return await make(docs);
  } catch (error) {
    if (!docs.some((doc) => doc.company.logo)) throw error;
    return make(docs.map((doc) => ({ ...doc, company: { ...doc.company, logo: null } })));
  }
}

/** One person's payslip as a PDF, encrypted with the password when there is one. */
export function payslipPdf(doc: PayslipDocument, translate: Translate, password: string | null): Promise<Buffer> {
  return withLogoFallback([doc], (docs) =>
    pdfMaker()
      .createPdf(definition(docs, translate, password))
      .getBuffer(),
  );
}

/** Payslips laid out and written at a time in the file of a whole run: enough to keep its memory small. */
const PAYSLIPS_PER_PART = 50;

/**
 * Many payslips in one PDF, a page (or more) each, written a part at a time; `onProgress` hears
 * how many are written. HR's file: not protected (each person's own PDF is).
 */
export function payslipsPdf(
  docs: readonly PayslipDocument[],
  translate: Translate,
  onProgress?: (written: number) => Promise<void> | void,
): Promise<Buffer> {
  return withLogoFallback(docs, (all) => {
    const { info, pageMargins, defaultStyle } = definition(all.slice(0, 1), translate, null);
    return pdfInParts({
      title: info.title,
      pageMargins,
      defaultStyle,
      parts: Math.max(1, Math.ceil(all.length / PAYSLIPS_PER_PART)),
      part: (index) => {
        const part = all.slice(index * PAYSLIPS_PER_PART, (index + 1) * PAYSLIPS_PER_PART);
        return part.flatMap((doc, at) => pageOf(doc, translate, at === 0));
      },
      onPart: (done) => onProgress?.(Math.min(all.length, done * PAYSLIPS_PER_PART)),
    });
  });
}
