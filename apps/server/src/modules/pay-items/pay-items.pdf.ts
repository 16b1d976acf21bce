import type { DuePayItem, Language, PayItemAssignment, PayItemKind, PayItemPreview } from '@tenaga/contracts';
import { formatMoney, payMonthName } from '../../lib/document-format.ts';
import type { Translate } from '../../lib/i18n.ts';
import { fontFor, pdfMaker } from '../../lib/pdf-maker.ts';
import type { RegionFormat } from '../../lib/region-format.ts';

/** Who prints, and for which company: the words in their language, amounts and dates as the company's region writes them. */
export interface PrintContext {
  readonly language: Language;
  readonly company: { readonly name: string; readonly currency: string; readonly language: Language };
  readonly format: Pick<RegionFormat, 'calendarDate'>;
  /** The company's today, 'YYYY-MM-DD'. */
  readonly today: string;
}

export type PayItemPrint =
  | { readonly view: 'month'; readonly preview: PayItemPreview }
  | {
      readonly view: 'assignments';
      readonly rows: readonly PayItemAssignment[];
      readonly filter: { readonly date: string | null; readonly search: string };
    };

const KINDS: readonly PayItemKind[] = ['earning', 'benefit', 'deduction'];

function printer(context: PrintContext, translate: Translate) {
  const t = (key: string, values?: Record<string, unknown>) => translate(context.language, `payItems:${key}`, values);
  // Each text in the font that has its characters (a Chinese name on an English page in the CJK font).
  const text = (value: string, style: Record<string, unknown> = {}) => ({ text: value, font: fontFor(value), ...style });
  const money = (amount: string | null) =>
    amount === null ? t('formula') : formatMoney(amount, context.company.currency, context.company.language);
  const head = (labels: readonly string[]) => labels.map((label) => text(label, { bold: true, fillColor: '#eef1f6' }));
  const date = (iso: string) => context.format.calendarDate(iso);
  return { t, text, money, head, date };
}

function monthContent(preview: PayItemPreview, context: PrintContext, translate: Translate) {
  const { t, text, money, head, date } = printer(context, translate);
  const row = (item: DuePayItem) => [
    text(item.policyName),
    text(t(`kinds.${item.kind}`)),
    text(item.from === item.to ? date(item.from) : `${date(item.from)} – ${date(item.to)}`),
    text(money(item.amount), { alignment: 'right' }),
  ];
  return {
    title: t('pdf.monthTitle', { period: payMonthName(preview.period, context.language) }),
    blocks: preview.employees.flatMap((employee) => [
      text(`${employee.employeeName} (${employee.employmentNumber})`, { bold: true, margin: [0, 10, 0, 4] }),
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [head([t('pdf.policy'), t('pdf.kind'), t('pdf.days'), t('pdf.amount')]), ...employee.items.map(row)],
        },
        layout: 'lightHorizontalLines',
      },
      text(`${t('pdf.totals')}: ${KINDS.map((kind) => `${t(`kinds.${kind}`)} ${money(employee.totals[kind])}`).join(' · ')}`, {
        fontSize: 9,
        color: '#444444',
        margin: [0, 2, 0, 0],
      }),
    ]),
    empty: preview.employees.length === 0,
  };
}

function assignmentsContent(print: Extract<PayItemPrint, { view: 'assignments' }>, context: PrintContext, translate: Translate) {
  const { t, text, money, head, date } = printer(context, translate);
  const filters = [
    print.filter.date ? t('pdf.inForceOn', { date: date(print.filter.date) }) : t('pdf.allHistory'),
    ...(print.filter.search ? [t('pdf.search', { text: print.filter.search })] : []),
  ];
  return {
    title: t('pdf.assignmentsTitle'),
    blocks: [
      text(filters.join(' · '), { fontSize: 9, color: '#444444', margin: [0, 0, 0, 6] }),
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            head([t('pdf.employee'), t('pdf.policy'), t('pdf.amount'), t('pdf.from'), t('pdf.until'), t('pdf.description')]),
            ...print.rows.map((row) => [
              text(`${row.employeeName} (${row.employmentNumber})`),
              text(`${row.policyName} · ${t(`recurrences.${row.recurrence}`)}`),
              text(money(row.amount), { alignment: 'right' }),
              text(date(row.effectiveFrom)),
              text(row.endedOn ? date(row.endedOn) : '—'),
              text(row.description || row.profileName || ''),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    empty: print.rows.length === 0,
  };
}

/** The month's pay items by employee, or the assignment list, as one PDF (A4 landscape for the list's columns). */
export function payItemsPdf(print: PayItemPrint, context: PrintContext, translate: Translate): Promise<Buffer> {
  const { t, text, date } = printer(context, translate);
  const content = print.view === 'month' ? monthContent(print.preview, context, translate) : assignmentsContent(print, context, translate);
  return pdfMaker()
    .createPdf({
      info: { title: content.title, producer: 'Tenaga' },
      pageSize: 'A4',
      pageOrientation: print.view === 'month' ? 'portrait' : 'landscape',
      pageMargins: [36, 36, 36, 40],
      defaultStyle: { font: 'Helvetica', fontSize: 9 },
      footer: (page: number, pages: number) =>
        text(`${t('pdf.printedOn', { date: date(context.today) })} · ${page} / ${pages}`, {
          fontSize: 8,
          color: '#666666',
          alignment: 'right',
          margin: [36, 12, 36, 0],
        }),
      content: [
        text(context.company.name, { bold: true, fontSize: 12 }),
        text(content.title, { bold: true, fontSize: 15, margin: [0, 4, 0, 8] }),
        ...(content.empty ? [text(t('pdf.none'), { italics: true })] : content.blocks),
      ],
    })
    .getBuffer();
}
