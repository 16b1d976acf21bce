import ExcelJS from 'exceljs';
import { IMPORT_PROBLEMS_COLUMN, type Language } from '@tenaga/contracts';
import type { Translate } from '../../lib/i18n.ts';
import { describeProblem, rowsWithProblems, type FileCheck, type Importer } from './importer.ts';
import type { RawProblem } from './imports.rules.ts';

/** The fill of a cell with a problem: a light red that keeps black text readable (WCAG AA). */
const PROBLEM_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };

/** 'E12' → 4 (the column's index from 0). */
function columnIndexOf(cell: string): number | null {
  const letters = /^([A-Z]+)\d+$/.exec(cell)?.[1];
  if (!letters) return null;
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The rows of a checked file that have problems, as a workbook to correct and upload again: the
 * header as written, each such row as it was read, every cell with a problem filled and noted with
 * it, and a last column listing the row's problems in the reader's language. A header cell with a
 * problem (an unknown column) is marked too. The last column is headed '… [importProblems]', which
 * an import skips.
 */
export async function writeProblemsFile(
  importer: Pick<Importer<unknown>, 'columnLabel'>,
  input: { check: FileCheck<unknown>; fileName: string; language: Language; translate: Translate },
): Promise<{ name: string; content: Buffer }> {
  const { check, language, translate } = input;
  const t = (key: string, values?: Record<string, unknown>) => translate(language, key, values);
  const header = check.sheet?.header.cells ?? [];
  const data = check.sheet?.data ?? [];
  const width = Math.max(header.length, ...data.map((row) => row.cells.length));
  const described = (problem: RawProblem) =>
    describeProblem(importer, problem, { language, translate, extraLabels: check.extraLabels ?? new Map() });

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('imports:problemsFile.sheet').slice(0, 31));
  for (let index = 0; index < width; index += 1) {
    const column = sheet.getColumn(index + 1);
    column.width = 18;
    // As read: text, so that numbers keep their leading zeros.
    column.numFmt = '@';
  }
  const problemsColumn = sheet.getColumn(width + 1);
  problemsColumn.width = 70;
  problemsColumn.alignment = { wrapText: true, vertical: 'top' };

  const headerRow = sheet.addRow([
    ...header,
    ...Array.from({ length: width - header.length }, () => ''),
    `${t('imports:problemsFile.column')} [${IMPORT_PROBLEMS_COLUMN}]`,
  ]);
  headerRow.font = { bold: true };
  const mark = (cell: ExcelJS.Cell, message: string) => {
    cell.fill = PROBLEM_FILL;
    cell.note = message;
  };
  for (const problem of check.problems) {
    if (problem.row !== null || !problem.cell) continue;
    const index = columnIndexOf(problem.cell);
    if (index !== null) mark(headerRow.getCell(index + 1), described(problem).message);
  }

  const byRow = new Map<number, RawProblem[]>();
  for (const problem of check.problems) if (problem.row !== null) byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  const flagged = rowsWithProblems(check.problems);
  for (const source of data) {
    if (!flagged.has(source.number)) continue;
    const problems = (byRow.get(source.number) ?? []).map((problem) => ({ problem, text: described(problem) }));
    const row = sheet.addRow([
      ...source.cells,
      ...Array.from({ length: width - source.cells.length }, () => ''),
      problems.map(({ text }) => (text.columnLabel ? `${text.columnLabel}: ${text.message}` : text.message)).join('\n'),
    ]);
    for (const { problem, text } of problems) {
      const index = problem.cell ? columnIndexOf(problem.cell) : null;
      if (index !== null) mark(row.getCell(index + 1), text.message);
    }
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const base = input.fileName.replace(/\.(xlsx|csv)$/i, '');
  return { name: `${t('imports:problemsFile.fileName', { name: base })}.xlsx`, content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
