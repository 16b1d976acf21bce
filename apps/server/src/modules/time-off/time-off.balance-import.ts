import {
  checkLeaveBalanceImport,
  getLeaveBalanceImportProblems,
  getLeaveBalanceImportSample,
  IMPORT_LIMITS,
  importLeaveBalances,
  LEAVE_LEDGER_LIMITS,
  SIGNED_DAYS,
  type Language,
} from '@tenaga/contracts';
import { writeAudit } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import {
  isoDate,
  normalized,
  problemList,
  type ImportColumn,
  type ImportContext,
  type Importer,
  type ImportRow,
  type ImportWrite,
  type RowChecks,
  type SampleFile,
} from '../imports/index.ts';
import * as ledgerRepo from './time-off.ledger.repository.ts';
import * as repo from './time-off.repository.ts';
import { inForceOn } from './time-off.rules.ts';

/**
 * The columns of a leave balance file: one row per employee, category and date, each an opening
 * balance (the balance brought in, e.g. from the previous system) or an adjustment (with its reason).
 */
export const LEAVE_BALANCE_COLUMNS: readonly ImportColumn[] = [
  { key: 'employmentNumber', required: true, width: 18 },
  { key: 'category', required: true, width: 28 },
  { key: 'date', required: true, type: 'date', width: 14 },
  { key: 'days', required: true, width: 10 },
  { key: 'kind', width: 16 },
  { key: 'reason', width: 40 },
];

const KINDS = ['opening', 'adjustment'] as const;

export interface PreparedLeaveEntry {
  readonly row: number;
  readonly employeeId: string;
  readonly categoryId: string;
  readonly kind: (typeof KINDS)[number];
  readonly date: string;
  readonly days: string;
  readonly reason: string;
}

/** The file's kind cell: a key ('opening') or its label in any language the caller reads. */
function kindOf(cell: string, labels: ReadonlyMap<string, (typeof KINDS)[number]>): (typeof KINDS)[number] | null {
  if (cell === '') return 'opening';
  return labels.get(normalized(cell)) ?? null;
}

export function createLeaveBalanceImporter(deps: { translate: Translate }): Importer<PreparedLeaveEntry[]> {
  const { translate } = deps;
  const columnLabel = (language: Language, key: string) => translate(language, `imports:leaveBalances.columns.${key}`);

  return {
    kind: 'leaveBalances',
    routes: {
      sample: getLeaveBalanceImportSample,
      check: checkLeaveBalanceImport,
      problems: getLeaveBalanceImportProblems,
      start: importLeaveBalances,
    },
    columns: LEAVE_BALANCE_COLUMNS,
    columnLabel,

    async checkRows(
      context: ImportContext,
      rows: readonly ImportRow[],
      onProgress: (done: number) => void,
    ): Promise<RowChecks<PreparedLeaveEntry[]>> {
      const { problems, recheck, empty, hasProblems } = problemList();
      const { numbers, categories } = await context.read(async (tx) => ({
        numbers: await ledgerRepo.employeesByNumber(tx, context.companyId),
        categories: await ledgerRepo.categoriesOf(tx, context.companyId),
      }));
      const categoryByName = new Map<string, string>();
      for (const category of categories) {
        categoryByName.set(normalized(category.name), category.id);
        if (category.code) categoryByName.set(normalized(category.code), category.id);
      }
      const kindLabels = new Map<string, (typeof KINDS)[number]>();
      for (const kind of KINDS) {
        kindLabels.set(kind, kind);
        kindLabels.set(normalized(translate(context.language, `imports:leaveBalances.kinds.${kind}`)), kind);
      }
      const sheet = translate(context.language, 'imports:leaveBalances.categoriesSheet');

      const candidates: Omit<PreparedLeaveEntry, 'row'>[] = [];
      const candidateRows: ImportRow[] = [];
      rows.forEach((row, index) => {
        if (index % 500 === 0) onProgress(index);
        const cell = (key: string) => (row.values[key] ?? '').trim();
        for (const key of ['employmentNumber', 'category', 'date', 'days'] as const) if (cell(key) === '') empty(row, key);
        const employeeId = cell('employmentNumber') === '' ? undefined : numbers.get(cell('employmentNumber').toLowerCase());
        if (cell('employmentNumber') !== '' && !employeeId)
          recheck(row, 'employmentNumber', { key: 'imports:reasons.employeeNotFound', values: { value: cell('employmentNumber') } });
        const categoryId = cell('category') === '' ? undefined : categoryByName.get(normalized(cell('category')));
        if (cell('category') !== '' && !categoryId)
          recheck(row, 'category', { key: 'imports:reasons.unknownName', values: { value: cell('category'), sheet } });
        const date = cell('date') === '' ? null : isoDate(cell('date'));
        if (cell('date') !== '' && date === null) recheck(row, 'date', { key: 'imports:reasons.date' });
        const days = cell('days');
        const daysValid = days !== '' && SIGNED_DAYS.test(days) && Number(days) !== 0;
        if (days !== '' && !daysValid) recheck(row, 'days', { key: 'imports:reasons.days', values: { max: LEAVE_LEDGER_LIMITS.maxDays } });
        const kind = kindOf(cell('kind'), kindLabels);
        if (kind === null)
          recheck(row, 'kind', {
            key: 'imports:reasons.kind',
            values: { values: KINDS.map((key) => translate(context.language, `imports:leaveBalances.kinds.${key}`)).join(', ') },
          });
        const reason = cell('reason');
        if (kind === 'adjustment' && reason === '') empty(row, 'reason');
        if (reason.length > LEAVE_LEDGER_LIMITS.maxReason)
          recheck(row, 'reason', { key: 'validation:tooLong', values: { max: LEAVE_LEDGER_LIMITS.maxReason } });
        if (hasProblems(row.number) || !employeeId || !categoryId || !date || !kind) return;
        candidates.push({ employeeId, categoryId, kind, date, days, reason });
        candidateRows.push(row);
      });
      onProgress(rows.length);

      // Each entry counts in the ledger of the profile in force on its date: that profile must hold the category.
      const employeeIds = [...new Set(candidates.map((candidate) => candidate.employeeId))];
      const { assignments, policies } = await context.read(async (tx) => {
        const assignments = await repo.assignmentsOf(tx, context.companyId, employeeIds);
        const policies = await repo.profilePolicies(tx, context.companyId, [...new Set(assignments.map((row) => row.profileId))]);
        return { assignments, policies };
      });
      const byEmployee = new Map<string, repo.AssignmentRow[]>();
      for (const row of assignments) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
      const categoriesOfProfile = new Map<string, Set<string>>();
      for (const row of policies)
        categoriesOfProfile.set(row.profileId, (categoriesOfProfile.get(row.profileId) ?? new Set()).add(row.policy.categoryId));

      const prepared: PreparedLeaveEntry[] = [];
      candidates.forEach((candidate, index) => {
        const row = candidateRows[index]!;
        const assignment = inForceOn(byEmployee.get(candidate.employeeId) ?? [], candidate.date);
        if (!assignment || !categoriesOfProfile.get(assignment.profileId)?.has(candidate.categoryId)) {
          recheck(row, 'category', { key: 'imports:reasons.noLeavePolicy', values: { value: row.values.category ?? '' } });
          return;
        }
        prepared.push({ row: row.number, ...candidate });
      });
      return { problems, prepared };
    },

    withoutRows: (prepared, rows) => prepared.filter((entry) => !rows.has(entry.row)),

    async write({ context, tx, actor, prepared, onProgress }: ImportWrite<PreparedLeaveEntry[]>) {
      const chunk = 500;
      let written = 0;
      for (let start = 0; start < prepared.length; start += chunk) {
        onProgress(start / Math.max(prepared.length, 1));
        const inserted = await ledgerRepo.insertEntries(
          tx,
          prepared.slice(start, start + chunk).map((entry) => ({
            companyId: context.companyId,
            employeeId: entry.employeeId,
            categoryId: entry.categoryId,
            kind: entry.kind,
            entryDate: entry.date,
            days: entry.days,
            reason: entry.reason,
            source: 'import',
            createdBy: actor.userId,
            createdAt: context.now,
          })),
        );
        for (const row of inserted)
          await writeAudit(tx, actor, {
            entity: 'leave-ledger-entry',
            entityId: row.id,
            action: 'import',
            after: {
              employeeId: row.employeeId,
              categoryId: row.categoryId,
              kind: row.kind,
              date: row.entryDate,
              days: row.days.includes('.') ? row.days.replace(/\.?0+$/, '') : row.days,
              reason: row.reason,
            },
          });
        written += inserted.length;
      }
      onProgress(1);
      return { created: written };
    },

    async sample(context: ImportContext): Promise<SampleFile> {
      const t = (key: string, values?: Record<string, unknown>) => translate(context.language, key, values);
      const header = (column: ImportColumn) => `${columnLabel(context.language, column.key)}${column.required ? ' *' : ''} [${column.key}]`;
      const categories = await context.read((tx) => ledgerRepo.categoriesOf(tx, context.companyId));
      const example: Record<string, string | Date> = {
        employmentNumber: 'E-0001',
        category: categories.find((category) => category.code === 'annual')?.name ?? categories[0]?.name ?? '',
        date: new Date(`${context.today.slice(0, 4)}-01-01T00:00:00Z`),
        days: '7.5',
        kind: t('imports:leaveBalances.kinds.opening'),
        reason: t('imports:leaveBalances.example.reason'),
      };
      const notes: Record<string, string> = {
        employmentNumber: `${t('imports:sample.hints.required')}\n${t('imports:leaveBalances.hints.employmentNumber')}`,
        category: `${t('imports:sample.hints.required')}\n${t('imports:leaveBalances.hints.category')}`,
        date: `${t('imports:sample.hints.required')}\n${t('imports:sample.hints.date')}`,
        days: `${t('imports:sample.hints.required')}\n${t('imports:leaveBalances.hints.days')}`,
        kind: t('imports:leaveBalances.hints.kind', {
          opening: t('imports:leaveBalances.kinds.opening'),
          adjustment: t('imports:leaveBalances.kinds.adjustment'),
        }),
        reason: t('imports:leaveBalances.hints.reason'),
      };
      return {
        dataSheet: {
          name: t('imports:leaveBalances.sheet'),
          columns: LEAVE_BALANCE_COLUMNS.map((column) => ({
            header: header(column),
            ...(notes[column.key] ? { note: notes[column.key]! } : {}),
            width: column.width ?? 20,
            format: column.type === 'date' ? 'date' : 'general',
          })),
          example: LEAVE_BALANCE_COLUMNS.map((column) => example[column.key] ?? null),
          rows: IMPORT_LIMITS.maxRows.leaveBalances,
        },
        codesSheet: {
          name: t('imports:leaveBalances.categoriesSheet'),
          header: [t('imports:leaveBalances.columns.category'), t('imports:leaveBalances.codeColumn')],
          rows: categories.map((category) => [category.name, category.code ?? '']),
          widths: [34, 26],
        },
      };
    },
  };
}
