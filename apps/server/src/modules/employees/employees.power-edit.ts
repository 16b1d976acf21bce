import { POWER_EDIT_FIELDS, type FieldLevel, type PowerEditChanges } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { changedFields, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import { assertWritableFields } from '../access/index.ts';
import { LINK_FIELDS, type LinkChecks, type LinkField } from './employees.links.ts';
import * as repo from './employees.repository.ts';
import { fullName, optionText } from './employees.rules.ts';
import { recordProblems } from './employees.validation.ts';

export interface PowerEditRow {
  readonly id: string;
  readonly version: number;
  readonly changes: PowerEditChanges;
}

type Sent = Partial<PowerEditChanges>;

/** A row's changes as sent: only the fields present (null clears a field; a missing one is left alone). */
const sentOf = (changes: PowerEditChanges): Sent =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Sent;

const rowErrors = (index: number, errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [`rows.${index}.${field}`, key]));

/**
 * Field levels, checked before anything is read: a row naming a field the caller may not change
 * refuses the whole batch, each such cell named.
 */
export function assertRowsWritable(rows: readonly PowerEditRow[], levelsOf: (employeeId: string) => Record<string, FieldLevel>): void {
  const refused: Record<string, string> = {};
  rows.forEach((row, index) => {
    try {
      assertWritableFields(levelsOf(row.id), sentOf(row.changes));
    } catch (error) {
      if (!(error instanceof AppError) || !error.fieldErrors) throw error;
      Object.assign(refused, rowErrors(index, error.fieldErrors));
    }
  });
  if (Object.keys(refused).length) throw new AppError('FIELD_FORBIDDEN', { fieldErrors: refused });
}

/**
 * Saves every row in the caller's transaction, or none: each employee must be reached, unchanged
 * since it was read (its version), and its links must exist in the company; each saved row gets
 * its own audit entry, as a one-record save does.
 */
export async function saveJobRows(
  tx: Transaction,
  input: {
    actor: Actor;
    companyId: string;
    rows: readonly PowerEditRow[];
    reach: repo.EmployeeReach;
    today: string;
    countryCode: string;
    now: Date;
    links: Pick<LinkChecks, 'existingLinks'>;
  },
): Promise<{ id: string; version: number }[]> {
  const { actor, companyId, rows } = input;
  const duplicates = rows.flatMap((row, index) => (rows.findIndex((other) => other.id === row.id) !== index ? [`rows.${index}.id`] : []));
  if (duplicates.length)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: Object.fromEntries(duplicates.map((field) => [field, 'validation:unique'])) });

  const found = new Map(
    (await repo.employeesForUpdate(tx, companyId, { ids: rows.map((row) => row.id), reach: input.reach })).map((employee) => [
      employee.id,
      employee,
    ]),
  );
  // An employee outside the caller's reach is reported exactly like one that does not exist.
  const unreached = rows.flatMap((row, index) => (found.has(row.id) ? [] : [`rows.${index}.id`]));
  if (unreached.length)
    throw new AppError('NOT_FOUND', { fieldErrors: Object.fromEntries(unreached.map((field) => [field, 'validation:invalidOption'])) });

  const staleIndex = rows.findIndex((row) => found.get(row.id)!.version !== row.version);
  if (staleIndex >= 0) throw staleRow(staleIndex, found.get(rows[staleIndex]!.id)!);

  const wanted: Partial<Record<LinkField, string[]>> = {};
  for (const row of rows) {
    for (const field of LINK_FIELDS) {
      const id = row.changes[field];
      if (typeof id === 'string') (wanted[field] ??= []).push(id);
    }
  }
  const links = await input.links.existingLinks(tx, companyId, wanted);
  const invalid: Record<string, string> = {};
  rows.forEach((row, index) => {
    const before = found.get(row.id)!;
    const sent = sentOf(row.changes);
    const problems = recordProblems(
      { hiringDate: before.hiringDate, confirmationDate: before.confirmationDate, ...sent },
      { today: input.today, countryCode: input.countryCode, only: Object.keys(sent) },
    );
    Object.assign(invalid, rowErrors(index, problems.errors));
    for (const field of LINK_FIELDS) {
      const id = row.changes[field];
      if (typeof id === 'string' && (!links[field].has(id) || (field === 'managerId' && id === row.id)))
        invalid[`rows.${index}.${field}`] = 'validation:invalidOption';
    }
  });
  if (Object.keys(invalid).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: invalid });

  const saved: { id: string; version: number }[] = [];
  const audit = [];
  for (const [index, row] of rows.entries()) {
    const before = found.get(row.id)!;
    const sent = sentOf(row.changes);
    const version = await repo.updateEmployee(tx, companyId, {
      id: row.id,
      expectedVersion: row.version,
      changes: { ...sent, updatedAt: input.now },
    });
    if (version === null) throw staleRow(index, before);
    saved.push({ id: row.id, version });
    const jobBefore: Record<string, unknown> = Object.fromEntries(POWER_EDIT_FIELDS.map((field) => [field, before[field] ?? null]));
    audit.push({ entity: 'employee', entityId: row.id, action: 'update-job', ...changedFields(jobBefore, { ...jobBefore, ...sent }) });
  }
  await writeAuditEntries(tx, actor, audit);
  return saved;
}

/** The conflict names the employee whose record changed, so the user knows which row to reload. */
function staleRow(index: number, employee: { employmentNumber: string; firstName: string; lastName: string }): AppError {
  return new AppError('VERSION_CONFLICT', {
    fieldErrors: { [`rows.${index}.version`]: 'employees:powerEdit.staleRow' },
    values: { employee: optionText(employee.employmentNumber, fullName(employee.firstName, employee.lastName)) },
  });
}
