import type {
  EmployeeListStatus,
  EmployeeOption,
  EmployeeRow,
  ExportFormat,
  FilterCategoryOptions,
  FilterQuery,
  Language,
  TableRequest,
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
import { EMPLOYEE_EXPORT_JOB, EXPORT_COLUMNS, type EmployeeExportPayload } from './employees.jobs.ts';
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
      const data: EmployeeRow[] = page.rows.map(({ employee, jobTitle, department }) => {
        const own = levels(employee.id);
        const visible = projectFields(own, {
          identificationType: employee.identificationType,
          identificationNumber: employee.identificationNumber,
          email: employee.email,
          phones: employee.phones,
          hiringDate: employee.hiringDate,
        });
        return {
          id: employee.id,
          employmentNumber: employee.employmentNumber,
          fullName: fullName(employee.firstName, employee.lastName),
          jobTitle: own.jobTitleId !== 'none' ? jobTitle : null,
          department: own.departmentId !== 'none' ? department : null,
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

    /** Queues the export of the list as the caller sees it: their reach, and only the columns they may read. */
    async exportList(
      auth: RequestAuth,
      body: Omit<TableRequest, 'start' | 'length'> & { filter: FilterQuery; status: EmployeeListStatus; format: ExportFormat },
    ) {
      const { format, filter, status, ...query } = body;
      const levels = (await caller.levelsFor(auth))('');
      const hiddenBy: Partial<Record<(typeof EXPORT_COLUMNS)[number], string>> = {
        identificationType: 'identificationType',
        identificationNumber: 'identificationNumber',
        email: 'email',
        phones: 'phones',
        jobTitle: 'jobTitleId',
        department: 'departmentId',
        hiringDate: 'hiringDate',
        employmentType: 'employmentType',
      };
      const payload: EmployeeExportPayload = {
        query: { ...query, filter, status },
        reach: await caller.reachFor(auth, 'view'),
        columns: EXPORT_COLUMNS.filter((column) => !hiddenBy[column] || levels[hiddenBy[column]] !== 'none'),
        searchIdentification: levels.identificationNumber !== 'none',
        searchEmail: levels.email !== 'none',
        format,
        userId: auth.userId,
        language: auth.language,
      };
      const jobId = await tenant(auth.companyId, (tx) =>
        deps.jobs.enqueue(tx, {
          companyId: auth.companyId,
          type: EMPLOYEE_EXPORT_JOB,
          payload,
          createdBy: auth.userId,
          dedupeKey: `employee-export:${auth.userId}:${JSON.stringify(body)}`,
        }),
      );
      return { jobId };
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

    /** The advanced filter's categories with their choices, in the caller's language. */
    async filters(auth: RequestAuth): Promise<FilterCategoryOptions[]> {
      const t = (key: string) => deps.translate(auth.language, key);
      return tenant(auth.companyId, (tx) => deps.filters.offered(tx, { companyId: auth.companyId, language: auth.language, t }));
    },
  };
}
