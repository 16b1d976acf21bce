import {
  checkPayItemImport,
  getPayItemImportProblems,
  getPayItemImportSample,
  IMPORT_LIMITS,
  importPayItems,
  type Language,
  type PayItemRecurrence,
} from '@tenaga/contracts';
import { writeAuditEntries } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
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
import * as repo from './pay-items.repository.ts';
import { moneyOrNull, periodsOverlap } from './pay-items.rules.ts';

/**
 * The columns of the exemption (pay item) file: one row per employee and policy, from a start date
 * (a one-off: paid in that date's month) to an end date (recurring ones only; empty: until
 * unassigned), with its amount (empty: the policy's) and a description.
 */
export const PAY_ITEM_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'employmentNumber', required: true, width: 18 },
  { key: 'policy', required: true, width: 30 },
  { key: 'effectiveFrom', required: true, type: 'date', width: 14 },
  { key: 'endedOn', type: 'date', width: 14 },
  { key: 'amount', width: 14 },
  { key: 'description', width: 40 },
];

/** An amount as stored: at most 12 digits and 2 decimals, never negative (a deduction is a kind, not a sign). */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const MAX_DESCRIPTION = 1000;

export interface PreparedPayItem {
  readonly row: number;
  readonly employeeId: string;
  readonly policyId: string;
  readonly effectiveFrom: string;
  readonly endedOn: string | null;
  /** Null: the policy's formula computes it. */
  readonly amount: string | null;
  readonly description: string;
}

/** What the importer needs of the service: that the caller assigns everyone's pay items. */
interface PayItemImportDeps {
  readonly translate: Translate;
  readonly assertManager: (auth: RequestAuth) => Promise<void>;
}

export function createPayItemImporter(deps: PayItemImportDeps): Importer<PreparedPayItem[]> {
  const { translate } = deps;
  const columnLabel = (language: Language, key: string) => translate(language, `imports:payItems.columns.${key}`);

  return {
    kind: 'payItems',
    routes: { sample: getPayItemImportSample, check: checkPayItemImport, problems: getPayItemImportProblems, start: importPayItems },
    columns: PAY_ITEM_IMPORT_COLUMNS,
    columnLabel,
    authorize: deps.assertManager,

    async checkRows(
      context: ImportContext,
      rows: readonly ImportRow[],
      onProgress: (done: number) => void,
    ): Promise<RowChecks<PreparedPayItem[]>> {
      const { problems, recheck, empty, hasProblems } = problemList();
      const { numbers, policies } = await context.read(async (tx) => ({
        numbers: await repo.employeesByNumber(tx, context.companyId),
        policies: await repo.policiesWhere(tx, context.companyId, null),
      }));
      const policyByName = new Map(policies.map((row) => [normalized(row.policy.name), row.policy]));
      const sheet = translate(context.language, 'imports:payItems.policiesSheet');

      const candidates: (Omit<PreparedPayItem, 'row'> & { recurrence: PayItemRecurrence; policyName: string })[] = [];
      const candidateRows: ImportRow[] = [];
      rows.forEach((row, index) => {
        if (index % 500 === 0) onProgress(index);
        const cell = (key: string) => (row.values[key] ?? '').trim();
        for (const key of ['employmentNumber', 'policy', 'effectiveFrom'] as const) if (cell(key) === '') empty(row, key);
        const employee = cell('employmentNumber') === '' ? undefined : numbers.get(cell('employmentNumber').toLowerCase());
        if (cell('employmentNumber') !== '' && !employee)
          recheck(row, 'employmentNumber', { key: 'imports:reasons.employeeNotFound', values: { value: cell('employmentNumber') } });
        const policy = cell('policy') === '' ? undefined : policyByName.get(normalized(cell('policy')));
        if (cell('policy') !== '' && !policy)
          recheck(row, 'policy', { key: 'imports:reasons.unknownName', values: { value: cell('policy'), sheet } });
        const effectiveFrom = cell('effectiveFrom') === '' ? null : isoDate(cell('effectiveFrom'));
        if (cell('effectiveFrom') !== '' && effectiveFrom === null) recheck(row, 'effectiveFrom', { key: 'imports:reasons.date' });
        const endedOn = cell('endedOn') === '' ? null : isoDate(cell('endedOn'));
        if (cell('endedOn') !== '' && endedOn === null) recheck(row, 'endedOn', { key: 'imports:reasons.date' });
        if (endedOn !== null && policy?.recurrence === 'oneOff') recheck(row, 'endedOn', { key: 'imports:reasons.oneOffEnd' });
        if (endedOn !== null && effectiveFrom !== null && endedOn < effectiveFrom)
          recheck(row, 'endedOn', { key: 'imports:reasons.endBeforeStart' });
        const amount = cell('amount');
        if (amount !== '' && !AMOUNT.test(amount)) recheck(row, 'amount', { key: 'imports:reasons.amount' });
        const description = cell('description');
        if (description.length > MAX_DESCRIPTION)
          recheck(row, 'description', { key: 'validation:tooLong', values: { max: MAX_DESCRIPTION } });
        if (hasProblems(row.number) || !employee || !policy || !effectiveFrom) return;
        candidates.push({
          employeeId: employee.id,
          policyId: policy.id,
          policyName: policy.name,
          recurrence: policy.recurrence as PayItemRecurrence,
          effectiveFrom,
          endedOn,
          amount: amount === '' ? policy.amount : amount,
          description,
        });
        candidateRows.push(row);
      });
      onProgress(rows.length);

      // The recurring-policy rule, as HR's assignment applies it: a recurring item is paid once a
      // month, so one in force (held already, or given by an earlier row) on any day of the row's
      // period is refused. The employees are locked first: inside the import job, an assignment
      // made meanwhile waits for it, and the check sees what the write will find.
      const employeeIds = [...new Set(candidates.map((candidate) => candidate.employeeId))];
      const held = employeeIds.length
        ? await context.read(async (tx) => {
            await repo.lockEmployees(tx, context.companyId, employeeIds);
            return repo.recurringOf(tx, context.companyId, employeeIds);
          })
        : [];
      const heldBy = new Map<string, typeof held>();
      for (const row of held) {
        const key = `${row.employeeId}:${row.policyId}`;
        heldBy.set(key, [...(heldBy.get(key) ?? []), row]);
      }
      const names = new Map([...numbers.values()].map((employee) => [employee.id, employee.name]));
      const earlier = new Map<string, { row: number; effectiveFrom: string; endedOn: string | null }[]>();
      const oneOffs = new Map<string, number>();
      const prepared: PreparedPayItem[] = [];
      candidates.forEach((candidate, index) => {
        const row = candidateRows[index]!;
        const key = `${candidate.employeeId}:${candidate.policyId}`;
        if (candidate.recurrence === 'oneOff') {
          // The same one-off on the same day twice is a row copied by mistake, not two payments.
          const first = oneOffs.get(`${key}:${candidate.effectiveFrom}`);
          if (first !== undefined) return recheck(row, 'policy', { key: 'imports:reasons.repeatedInFile', values: { row: first } });
          oneOffs.set(`${key}:${candidate.effectiveFrom}`, row.number);
        } else {
          const clash = (earlier.get(key) ?? []).find((other) => periodsOverlap(other, candidate));
          if (clash) return recheck(row, 'policy', { key: 'imports:reasons.recurringInFile', values: { row: clash.row } });
          const holding = (heldBy.get(key) ?? []).find((other) => periodsOverlap(other, candidate));
          if (holding)
            return recheck(row, 'policy', {
              key: 'imports:reasons.recurringHeld',
              values: { employee: names.get(candidate.employeeId) ?? '', policy: candidate.policyName, from: holding.effectiveFrom },
            });
          earlier.set(key, [...(earlier.get(key) ?? []), { row: row.number, ...candidate }]);
        }
        const { recurrence: _recurrence, policyName: _policyName, ...entry } = candidate;
        prepared.push({ row: row.number, ...entry });
      });
      return { problems, prepared };
    },

    withoutRows: (prepared, rows) => prepared.filter((entry) => !rows.has(entry.row)),

    async write({ context, tx, actor, prepared, onProgress }: ImportWrite<PreparedPayItem[]>) {
      const chunk = 500;
      for (let start = 0; start < prepared.length; start += chunk) {
        onProgress(start / Math.max(prepared.length, 1));
        const entries = prepared.slice(start, start + chunk);
        const created = await repo.insertAssignments(
          tx,
          entries.map((entry) => ({
            companyId: context.companyId,
            employeeId: entry.employeeId,
            policyId: entry.policyId,
            amount: entry.amount,
            description: entry.description,
            effectiveFrom: entry.effectiveFrom,
            endedOn: entry.endedOn,
            createdBy: actor.userId,
            createdAt: context.now,
            updatedAt: context.now,
          })),
        );
        // One audit entry per assignment, written together.
        await writeAuditEntries(
          tx,
          actor,
          created.map((row, index) => {
            const entry = entries[index]!;
            return {
              entity: 'pay-item-assignment',
              entityId: row.id,
              action: 'import',
              after: {
                employeeId: entry.employeeId,
                policyId: entry.policyId,
                amount: moneyOrNull(entry.amount),
                description: entry.description,
                effectiveFrom: entry.effectiveFrom,
                endedOn: entry.endedOn,
              },
            };
          }),
        );
      }
      onProgress(1);
      return { created: prepared.length };
    },

    async sample(context: ImportContext): Promise<SampleFile> {
      const t = (key: string, values?: Record<string, unknown>) => translate(context.language, key, values);
      const header = (column: ImportColumn) => `${columnLabel(context.language, column.key)}${column.required ? ' *' : ''} [${column.key}]`;
      const policies = await context.read((tx) => repo.policiesWhere(tx, context.companyId, null));
      const recurring = policies.find((row) => row.policy.recurrence === 'recurring') ?? policies[0];
      const example: Record<string, string | Date> = {
        employmentNumber: 'E-0001',
        policy: recurring?.policy.name ?? '',
        effectiveFrom: new Date(`${context.today.slice(0, 7)}-01T00:00:00Z`),
        amount: recurring?.policy.amount ?? '',
        description: t('imports:payItems.example.description'),
      };
      const notes: Record<string, string> = {
        employmentNumber: `${t('imports:sample.hints.required')}\n${t('imports:payItems.hints.employmentNumber')}`,
        policy: `${t('imports:sample.hints.required')}\n${t('imports:payItems.hints.policy')}`,
        effectiveFrom: `${t('imports:sample.hints.required')}\n${t('imports:sample.hints.date')}\n${t('imports:payItems.hints.effectiveFrom')}`,
        endedOn: `${t('imports:sample.hints.date')}\n${t('imports:payItems.hints.endedOn')}`,
        amount: `${t('imports:sample.hints.amount')}\n${t('imports:payItems.hints.amount')}`,
        description: t('imports:payItems.hints.description'),
      };
      return {
        dataSheet: {
          name: t('imports:payItems.sheet'),
          columns: PAY_ITEM_IMPORT_COLUMNS.map((column) => ({
            header: header(column),
            note: notes[column.key]!,
            width: column.width ?? 20,
            format: column.type === 'date' ? 'date' : column.key === 'employmentNumber' || column.key === 'amount' ? 'text' : 'general',
          })),
          example: PAY_ITEM_IMPORT_COLUMNS.map((column) => example[column.key] ?? null),
          rows: IMPORT_LIMITS.maxRows.payItems,
        },
        codesSheet: {
          name: t('imports:payItems.policiesSheet'),
          header: [
            t('imports:payItems.columns.policy'),
            t('payItems:fields.category'),
            t('payItems:fields.kind'),
            t('payItems:fields.recurrence'),
            t('imports:payItems.columns.amount'),
          ],
          rows: policies.map((row) => [
            row.policy.name,
            row.categoryName,
            t(`payItems:kinds.${row.kind}`),
            t(`payItems:recurrences.${row.policy.recurrence}`),
            row.policy.amount ?? t('payItems:formula'),
          ]),
          widths: [34, 28, 14, 16, 14],
        },
      };
    },
  };
}
