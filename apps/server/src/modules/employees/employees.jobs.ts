import { IDENTIFICATION_TYPES } from '@tenaga/domain';
import {
  EMPLOYEE_LIST_COLUMNS,
  type CompanyCountry,
  type EmployeeListColumn,
  type EmployeeListStatus,
  type ExportFormat,
  type FileResult,
  type FilterQuery,
  type Language,
  type TableRequest,
} from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import { SPREADSHEET_CONTENT_TYPES, writeSpreadsheet, type SpreadsheetCell } from '../../lib/spreadsheet.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { EmployeeFilters } from './employees.filters.ts';
import { customValueCell, employeeFields } from './employees.custom-values.ts';
import { companyProfile } from '../companies/index.ts';
import * as listRepo from './employees.list.repository.ts';
import type * as repo from './employees.repository.ts';
import { fullName } from './employees.rules.ts';
import type { ModuleServices } from '../../platform/module.ts';

export const EMPLOYEE_EXPORT_JOB = 'employee-export';

/** The columns an export writes when the request names none (an API caller's): the list's own, then every custom field. */
export const DEFAULT_EXPORT_COLUMNS: readonly EmployeeListColumn[] = [
  'employmentNumber',
  'fullName',
  'identificationType',
  'identificationNumber',
  'email',
  'phones',
  'jobTitle',
  'department',
  'hiringDate',
  'employmentType',
  'status',
];

/** A column of an export: a standard one, or a custom field (by id). */
export type ExportColumn =
  { readonly kind: 'standard'; readonly key: EmployeeListColumn } | { readonly kind: 'custom'; readonly fieldId: string };

export interface EmployeeExportPayload {
  query: Pick<TableRequest, 'order' | 'columns' | 'search'> & { filter: FilterQuery; status: EmployeeListStatus };
  reach: repo.EmployeeReach;
  /** In the order written. */
  columns: readonly ExportColumn[];
  /** Every active custom field follows the columns (an export that named no column). */
  allCustomFields?: boolean;
  searchIdentification: boolean;
  searchEmail: boolean;
  format: ExportFormat;
  userId: string;
  language: Language;
}

/** Rows read per round trip: an export of a big company never holds one long transaction. */
const BATCH = 2_000;

const STANDARD = new Set<string>(EMPLOYEE_LIST_COLUMNS);
const CUSTOM_KEY = /^custom\.([0-9a-f-]{36})$/i;

/** The export columns a list view names (its `columns[].data`), in its order; unknown names are skipped. */
export function exportColumnsOf(names: readonly string[]): ExportColumn[] {
  const seen = new Set<string>();
  const columns: ExportColumn[] = [];
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (STANDARD.has(name)) columns.push({ kind: 'standard', key: name as EmployeeListColumn });
    const custom = CUSTOM_KEY.exec(name)?.[1];
    if (custom) columns.push({ kind: 'custom', fieldId: custom.toLowerCase() });
  }
  return columns;
}

export interface EmployeeExporterDeps {
  translate: Translate;
  clock: Clock;
  files: Pick<ModuleServices['files'], 'store'>;
  filters: EmployeeFilters;
  reference: Pick<ModuleServices['reference'], 'passTypes' | 'reference'>;
}

/**
 * The employee list as the requester filtered and sorted it, with the columns they chose, as a
 * spreadsheet in their language, stored for them. Run at once for a small export, or as the
 * export job (`progress` reports the share done).
 */
export function createEmployeeExporter(deps: EmployeeExporterDeps) {
  async function run(input: {
    companyId: string;
    payload: EmployeeExportPayload;
    tenant: TenantRunner;
    progress: (percent: number, stepKey: string) => Promise<void>;
  }): Promise<FileResult> {
    const { companyId, payload, tenant, progress } = input;
    const t = (key: string) => deps.translate(payload.language, key);
    const { timezone, countryCode } = await tenant(companyId, (tx) => companyProfile(tx, companyId));
    const country = countryCode as CompanyCountry;
    const today = calendarDate(deps.clock.now(), timezone);
    const typeLabels = new Map(IDENTIFICATION_TYPES.map((type) => [type.id as string, t(type.labelKey)]));
    const passTypes = new Map(deps.reference.passTypes(country, payload.language).map((type) => [Number(type.value), type.label]));
    const paymentModes = new Map(
      deps.reference.reference(country, payload.language).paymentModes.map((mode) => [Number(mode.value), mode.label]),
    );
    // The active employee custom fields, read when the export runs: a column of one deleted since is dropped.
    const fields = (await tenant(companyId, (tx) => employeeFields(tx, companyId))).filter((field) => field.active);
    const fieldById = new Map(fields.map((field) => [field.id, field]));
    // A job queued before columns were chosen names its standard columns by key, and every custom field followed them.
    const queuedBefore = payload.columns.some((column) => typeof column === 'string');
    const requested = payload.columns.map((column): ExportColumn =>
      typeof column === 'string' ? { kind: 'standard', key: column as EmployeeListColumn } : column,
    );
    const columns = [
      ...requested,
      ...(payload.allCustomFields || queuedBefore ? fields.map((field) => ({ kind: 'custom', fieldId: field.id }) as const) : []),
    ].filter((column) => column.kind === 'standard' || fieldById.has(column.fieldId));
    const conditionOf = await tenant(companyId, (tx) => deps.filters.conditions(tx, { companyId, filter: payload.query.filter, today }));
    const rows: SpreadsheetCell[][] = [];
    for (let start = 0; ; start += BATCH) {
      const page = await tenant(companyId, (tx) =>
        listRepo.employeeTable(tx, companyId, {
          ...payload,
          request: { ...payload.query, start, length: BATCH },
          filter: payload.query.filter,
          status: payload.query.status,
          today,
          conditionOf,
        }),
      );
      for (const { employee, jobTitle, department, category, locations } of page.rows) {
        const archived = employee.cessationDate !== null && employee.cessationDate <= today;
        const cells: Record<EmployeeListColumn, string> = {
          employmentNumber: employee.employmentNumber,
          fullName: fullName(employee.firstName, employee.lastName),
          identificationType: employee.identificationType
            ? (typeLabels.get(employee.identificationType) ?? employee.identificationType)
            : '',
          identificationNumber: employee.identificationNumber ?? '',
          email: employee.email ?? '',
          phones: employee.phones.join(', '),
          jobTitle: jobTitle ?? '',
          department: department ?? '',
          category: category ?? '',
          locations: locations.join(', '),
          hiringDate: employee.hiringDate ?? '',
          employmentType: t(`employees:employmentType.${employee.employmentType}`),
          passType: employee.passTypeId === null ? '' : (passTypes.get(employee.passTypeId) ?? String(employee.passTypeId)),
          paymentMode: employee.paymentModeId === null ? '' : (paymentModes.get(employee.paymentModeId) ?? String(employee.paymentModeId)),
          source: t(`employees:source.${employee.source}`),
          status: archived ? `${t('employees:status.archived')} (${employee.cessationDate})` : t('employees:status.active'),
        };
        const values = new Map(employee.others.map((entry) => [entry._id.$oid, entry.value]));
        rows.push(
          columns.map((column) =>
            column.kind === 'standard' ? cells[column.key] : customValueCell(fieldById.get(column.fieldId)!, values.get(column.fieldId), t),
          ),
        );
      }
      await progress(
        Math.min(90, Math.round(((start + page.rows.length) / Math.max(page.recordsFiltered, 1)) * 90)),
        'employees:export.reading',
      );
      if (page.rows.length < BATCH) break;
    }
    await progress(95, 'employees:export.writing');
    const header = columns.map((column) =>
      column.kind === 'standard' ? t(`employees:export.columns.${column.key}`) : fieldById.get(column.fieldId)!.label,
    );
    const widths = columns.map((column) =>
      column.kind === 'standard' && ['fullName', 'email', 'locations'].includes(column.key) ? 32 : column.kind === 'custom' ? 20 : 18,
    );
    const content = await writeSpreadsheet({ format: payload.format, sheetName: t('employees:export.sheet'), header, rows, widths });
    const fileName = `${t('employees:export.fileName')}.${payload.format}`;
    const fileId = await tenant(companyId, (tx) =>
      deps.files.store(tx, {
        companyId,
        createdBy: payload.userId,
        name: fileName,
        contentType: SPREADSHEET_CONTENT_TYPES[payload.format],
        content,
      }),
    );
    return { fileId, fileName, rows: rows.length };
  }

  const job: JobDefinition<EmployeeExportPayload> = {
    type: EMPLOYEE_EXPORT_JOB,
    maxAttempts: 2,
    run: ({ companyId, payload, tenant, progress }) => run({ companyId, payload, tenant, progress }),
  };
  return { run, job };
}

export type EmployeeExporter = ReturnType<typeof createEmployeeExporter>;
