import {
  EMPLOYEE_EXPORT_DIRECT_MAX_ROWS,
  type EmployeeListColumn,
  type EmployeeListStatus,
  type EmployeeOption,
  type EmployeeRow,
  type ExportFormat,
  type ExportStarted,
  type FilterCategoryOptions,
  type FilterQuery,
  type Language,
  type TableRequest,
} from '@tenaga/contracts';
import { maskIdentificationNumber } from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { ReadCache, WriteGeneration } from '../../lib/read-cache.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import { projectFields } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import type { EmployeeFilters } from './employees.filters.ts';
import {
  DEFAULT_EXPORT_COLUMNS,
  EMPLOYEE_EXPORT_JOB,
  exportColumnsOf,
  type EmployeeExporter,
  type EmployeeExportPayload,
} from './employees.jobs.ts';
import * as listRepo from './employees.list.repository.ts';
import type { EmployeeReach } from './employees.repository.ts';
import { fullName, optionText } from './employees.rules.ts';

/** How long a total is reused when nothing is written (every status counts, so the date never changes it). */
const TOTAL_TTL_MS = 60_000;

/** The employee list: its table, export, counts, the pickers' options and the filter panel. */
export function createEmployeeList(deps: {
  tenant: TenantRunner;
  clock: Clock;
  translate: (language: Language, key: string, values?: Record<string, unknown>) => string;
  jobs: Pick<JobRunner, 'enqueue'>;
  caller: CallerAccess;
  /** The list's "of N" per company and reach: a count over every row, kept until the next write anywhere. */
  totals: { writes: WriteGeneration; cache: ReadCache<number> };
  filters: EmployeeFilters;
  /** Writes a small export at once (the export job's own work). */
  exporter: Pick<EmployeeExporter, 'run'>;
}) {
  const { tenant, clock, caller } = deps;
  const todayOf = (timezone: string) => calendarDate(clock.now(), timezone);

  async function reachTotal(tx: Transaction, companyId: string, reach: EmployeeReach): Promise<number> {
    const key = `${companyId}:${JSON.stringify(reach)}`;
    const cached = deps.totals.cache.get(key);
    if (cached !== undefined) return cached;
    const generation = deps.totals.writes.current();
    const total = await listRepo.reachTotal(tx, companyId, reach);
    deps.totals.cache.set(key, total, { generation, ttlMs: TOTAL_TTL_MS });
    return total;
  }

  return {
    async table(auth: RequestAuth, body: TableRequest & { filter: FilterQuery; status: EmployeeListStatus }) {
      const unsupported = body.filter.rules.find((rule) => !deps.filters.applies(rule.category));
      if (unsupported) throw new AppError('VALIDATION_FAILED', { fieldErrors: { 'filter.rules': 'validation:invalidOption' } });
      const levels = await caller.levelsFor(auth);
      const publicLevels = levels('');
      const reach = await caller.reachFor(auth, 'view');
      const page = await tenant(auth.companyId, async (tx) => {
        const company = await companyProfile(tx, auth.companyId);
        const today = todayOf(company.timezone);
        const found = await listRepo.employeeTable(tx, auth.companyId, {
          request: body,
          filter: body.filter,
          status: body.status,
          reach,
          today,
          conditionOf: await deps.filters.conditions(tx, { companyId: auth.companyId, filter: body.filter, today }),
          searchIdentification: publicLevels.identificationNumber !== 'none',
          searchEmail: publicLevels.email !== 'none',
        });
        return { ...found, recordsTotal: await reachTotal(tx, auth.companyId, reach) };
      });
      const data: EmployeeRow[] = page.rows.map(({ employee, jobTitle, department, category, locations }) => {
        const own = levels(employee.id);
        const visible = projectFields(own, {
          identificationType: employee.identificationType,
          identificationNumber: employee.identificationNumber,
          email: employee.email,
          phones: employee.phones,
          hiringDate: employee.hiringDate,
          passTypeId: employee.passTypeId,
          paymentModeId: employee.paymentModeId,
        });
        return {
          id: employee.id,
          employmentNumber: employee.employmentNumber,
          fullName: fullName(employee.firstName, employee.lastName),
          jobTitle: own.jobTitleId !== 'none' ? jobTitle : null,
          department: own.departmentId !== 'none' ? department : null,
          ...(own.categoryId !== 'none' ? { category } : {}),
          ...(own.deployments !== 'none' ? { locations } : {}),
          cessationDate: employee.cessationDate,
          employmentType: employee.employmentType,
          source: employee.source,
          // Custom values take the permission of the record they are on: whoever sees the row sees them.
          others: employee.others,
          ...visible,
        };
      });
      return { data, recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    /**
     * The export of the list as the caller sees it: their reach, the columns they chose (the view's
     * `columns`, in order) among those they may read. Up to EMPLOYEE_EXPORT_DIRECT_MAX_ROWS rows it
     * is written at once and answered as a file; a larger one is queued as a job.
     */
    async exportList(
      auth: RequestAuth,
      body: Omit<TableRequest, 'start' | 'length'> & { filter: FilterQuery; status: EmployeeListStatus; format: ExportFormat },
    ): Promise<ExportStarted> {
      const { format, filter, status, ...query } = body;
      const unsupported = filter.rules.find((rule) => !deps.filters.applies(rule.category));
      if (unsupported) throw new AppError('VALIDATION_FAILED', { fieldErrors: { 'filter.rules': 'validation:invalidOption' } });
      const levels = (await caller.levelsFor(auth))('');
      // The field level each column needs; the others need only the list.
      const hiddenBy: Partial<Record<EmployeeListColumn, string>> = {
        identificationType: 'identificationType',
        identificationNumber: 'identificationNumber',
        email: 'email',
        phones: 'phones',
        jobTitle: 'jobTitleId',
        department: 'departmentId',
        category: 'categoryId',
        locations: 'deployments',
        hiringDate: 'hiringDate',
        employmentType: 'employmentType',
        passType: 'passTypeId',
        paymentMode: 'paymentModeId',
      };
      const readable = (key: EmployeeListColumn) => !hiddenBy[key] || levels[hiddenBy[key]] !== 'none';
      // A view names its columns; an API caller naming none gets the list's usual ones and every custom field.
      const chosen = query.columns.length > 0 ? exportColumnsOf(query.columns.map((column) => column.data)) : null;
      if (chosen?.length === 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: { columns: 'validation:invalidOption' } });
      const columns = chosen ?? DEFAULT_EXPORT_COLUMNS.map((key) => ({ kind: 'standard', key }) as const);
      const payload: EmployeeExportPayload = {
        query: { ...query, filter, status },
        reach: await caller.reachFor(auth, 'view'),
        columns: columns.filter((column) => column.kind === 'custom' || readable(column.key)),
        allCustomFields: chosen === null,
        searchIdentification: levels.identificationNumber !== 'none',
        searchEmail: levels.email !== 'none',
        format,
        userId: auth.userId,
        language: auth.language,
      };
      const size = await tenant(auth.companyId, async (tx) => {
        const company = await companyProfile(tx, auth.companyId);
        const today = todayOf(company.timezone);
        const first = await listRepo.employeeTable(tx, auth.companyId, {
          request: { ...query, start: 0, length: 1 },
          filter,
          status,
          reach: payload.reach,
          today,
          conditionOf: await deps.filters.conditions(tx, { companyId: auth.companyId, filter, today }),
          searchIdentification: payload.searchIdentification,
          searchEmail: payload.searchEmail,
        });
        return first.recordsFiltered;
      });
      if (size <= EMPLOYEE_EXPORT_DIRECT_MAX_ROWS) {
        const file = await deps.exporter.run({ companyId: auth.companyId, payload, tenant, progress: async () => undefined });
        return { mode: 'file', file };
      }
      const jobId = await tenant(auth.companyId, (tx) =>
        deps.jobs.enqueue(tx, {
          companyId: auth.companyId,
          type: EMPLOYEE_EXPORT_JOB,
          payload,
          createdBy: auth.userId,
          dedupeKey: `employee-export:${auth.userId}:${JSON.stringify(body)}`,
        }),
      );
      return { mode: 'job', jobId };
    },

    async total(auth: RequestAuth) {
      const reach = await caller.reachFor(auth, 'view');
      return tenant(auth.companyId, async (tx) =>
        listRepo.statusCounts(tx, auth.companyId, { reach, today: todayOf((await companyProfile(tx, auth.companyId)).timezone) }),
      );
    },

    async options(auth: RequestAuth): Promise<EmployeeOption[]> {
      const reach = await caller.reachFor(auth, 'view');
      const levels = (await caller.levelsFor(auth))('');
      return tenant(auth.companyId, async (tx) => {
        const company = await companyProfile(tx, auth.companyId);
        const rows = await listRepo.options(tx, auth.companyId, reach);
        return rows.map((row) => ({
          ...row,
          text: optionText(row.employmentNumber, row.fullName),
          identificationNumber:
            levels.identificationNumber === 'none' || !row.identificationNumber
              ? null
              : company.masking
                ? maskIdentificationNumber(row.identificationNumber)
                : row.identificationNumber,
        }));
      });
    },

    /** Whether every rule of the filter is of a category some module applies (a filter saved elsewhere, before it is kept). */
    filterApplies: (filter: FilterQuery): boolean => filter.rules.every((rule) => deps.filters.applies(rule.category)),

    /**
     * Which of the filters the employee passes (the company's today for dated categories), in the
     * caller's transaction and in one query: other modules route by groups of employees
     * (approval assignments), defined with the same advanced filter as the list.
     */
    async matchingFilters(
      tx: Transaction,
      input: { companyId: string; employeeId: string; filters: readonly FilterQuery[] },
    ): Promise<boolean[]> {
      if (input.filters.length === 0) return [];
      const today = todayOf((await companyProfile(tx, input.companyId)).timezone);
      const conditions = [];
      for (const filter of input.filters) {
        conditions.push(listRepo.filterCondition(filter, await deps.filters.conditions(tx, { companyId: input.companyId, filter, today })));
      }
      return listRepo.employeeMatches(tx, input.companyId, { employeeId: input.employeeId, conditions });
    },

    /**
     * The ids of the company's employees the advanced filter lets through (the company's today for
     * dated categories), in the caller's transaction: other modules show their own tables of
     * employees (Attendance › Resolve) filtered as the list is.
     */
    async idsMatching(tx: Transaction, input: { companyId: string; filter: FilterQuery }): Promise<string[]> {
      const today = todayOf((await companyProfile(tx, input.companyId)).timezone);
      const conditionOf = await deps.filters.conditions(tx, { companyId: input.companyId, filter: input.filter, today });
      return listRepo.idsMatching(tx, input.companyId, listRepo.filterCondition(input.filter, conditionOf));
    },

    /** The advanced filter's categories with their choices, in the caller's language. */
    async filters(auth: RequestAuth): Promise<FilterCategoryOptions[]> {
      const t = (key: string) => deps.translate(auth.language, key);
      return tenant(auth.companyId, (tx) => deps.filters.offered(tx, { companyId: auth.companyId, language: auth.language, t }));
    },
  };
}
