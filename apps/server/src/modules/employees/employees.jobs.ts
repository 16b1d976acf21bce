import { IDENTIFICATION_TYPES } from '@tenaga/domain';
import type { EmployeeListStatus, ExportFormat, FileResult, FilterQuery, Language, TableRequest } from '@tenaga/contracts';
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

/** The columns an export can hold; the request keeps those the requester may see. */
export const EXPORT_COLUMNS = [
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
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export interface EmployeeExportPayload {
  query: Pick<TableRequest, 'order' | 'columns' | 'search'> & { filter: FilterQuery; status: EmployeeListStatus };
  reach: repo.EmployeeReach;
  columns: ExportColumn[];
  searchIdentification: boolean;
  searchEmail: boolean;
  format: ExportFormat;
  userId: string;
  language: Language;
}

/** Rows read per round trip: an export of a big company never holds one long transaction. */
const BATCH = 2_000;

/** The employee list as the requester filtered and sorted it, as a spreadsheet in their language. */
export function employeeExportJob(deps: {
  translate: Translate;
  clock: Clock;
  files: Pick<ModuleServices['files'], 'store'>;
  filters: EmployeeFilters;
}): JobDefinition<EmployeeExportPayload> {
  return {
    type: EMPLOYEE_EXPORT_JOB,
    maxAttempts: 2,
    async run({ companyId, payload, tenant, progress }) {
      const t = (key: string) => deps.translate(payload.language, key);
      const { timezone } = await tenant(companyId, (tx) => companyProfile(tx, companyId));
      const today = calendarDate(deps.clock.now(), timezone);
      const typeLabels = new Map(IDENTIFICATION_TYPES.map((type) => [type.id as string, t(type.labelKey)]));
      // The active employee custom fields follow the list's columns, read when the export runs.
      const fields = (await tenant(companyId, (tx) => employeeFields(tx, companyId))).filter((field) => field.active);
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
        for (const { employee, jobTitle, department } of page.rows) {
          const archived = employee.cessationDate !== null && employee.cessationDate <= today;
          const cells: Record<ExportColumn, string> = {
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
            hiringDate: employee.hiringDate ?? '',
            employmentType: t(`employees:employmentType.${employee.employmentType}`),
            status: archived ? `${t('employees:status.archived')} (${employee.cessationDate})` : t('employees:status.active'),
          };
          const values = new Map(employee.others.map((entry) => [entry._id.$oid, entry.value]));
          rows.push([
            ...payload.columns.map((column) => cells[column]),
            ...fields.map((field) => customValueCell(field, values.get(field.id), t)),
          ]);
        }
        await progress(
          Math.min(90, Math.round(((start + page.rows.length) / Math.max(page.recordsFiltered, 1)) * 90)),
          'employees:export.reading',
        );
        if (page.rows.length < BATCH) break;
      }
      await progress(95, 'employees:export.writing');
      const header = [...payload.columns.map((column) => t(`employees:export.columns.${column}`)), ...fields.map((field) => field.label)];
      const widths = [...payload.columns.map((column) => (column === 'fullName' || column === 'email' ? 32 : 18)), ...fields.map(() => 20)];
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
      return { fileId, fileName, rows: rows.length } satisfies FileResult;
    },
  };
}
