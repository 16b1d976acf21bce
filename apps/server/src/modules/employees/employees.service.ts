import type { AccessLevel, Language } from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReadCache, WriteGeneration } from '../../lib/read-cache.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { createEmployeeArchive } from './employees.archive.ts';
import { createEmployeeAvailability } from './employees.availability.ts';
import { createEmployeeBulkReads } from './employees.bulk-read.ts';
import { createBankChangeApproval, type BankChangeApprovals } from './employees.bank-approval.ts';
import { createBankChangeNotice } from './employees.bank-change.ts';
import { createCallerAccess } from './employees.caller-access.ts';
import { createRecordChecks } from './employees.checks.ts';
import { createEmployeeCreation, type EmployeeCreationPart } from './employees.create.ts';
import { createEmployeeDeployments } from './employees.deployments.ts';
import { createEmployeeFamily } from './employees.family.ts';
import type { EmployeeFilters } from './employees.filters.ts';
import type { EmployeeExporter } from './employees.jobs.ts';
import { createLinkChecks } from './employees.links.ts';
import { createEmployeeList } from './employees.list.ts';
import { createEmployeePhoto } from './employees.photo.ts';
import { createEmployeeSections } from './employees.sections.ts';

export interface EmployeesServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: (language: Language, key: string, values?: Record<string, unknown>) => string;
  access: Pick<ModuleServices['access'], 'accessOf' | 'fieldLevelsOf' | 'rolesGranting'>;
  users: Pick<ModuleServices['users'], 'checkEmployeeAccount' | 'createEmployeeAccount' | 'activeAccountsWithRoles'>;
  /** Who may change employees' bank details hears of an employee changing their own. */
  notifications: Pick<ModuleServices['notifications'], 'notify'>;
  /** Where an employee's own bank account change is sent for approval (the company's preference). */
  approvals: BankChangeApprovals;
  /** A bank's name by its code, as an approver reads a bank account change. */
  bankName: (code: string) => string | null;
  jobs: Pick<JobRunner, 'enqueue'>;
  /** The list's "of N" per company and reach: a count over every row, kept until the next write anywhere. */
  totals: { writes: WriteGeneration; cache: ReadCache<number> };
  /** The advanced filter's categories, as the modules contribute them. */
  filters: EmployeeFilters;
  /** Other modules' parts of a new employee, read when an employee is added (a registry). */
  creationParts: () => readonly EmployeeCreationPart[];
  /** The lists and sites a record names. */
  organisation: Pick<ModuleServices['organisation'], 'existing'>;
  /** The contracts and locations a record is deployed to. */
  clientContracts: Pick<ModuleServices['clientContracts'], 'unknownLocations'>;
  /** Writes a small export of the list at once. */
  exporter: Pick<EmployeeExporter, 'run'>;
}

/**
 * Employee records, one part per file of this module: the list, adding one, the profile's
 * sections, deployments, family, photo and archiving, each given only what it uses.
 */
export function createEmployeesService(deps: EmployeesServiceDeps) {
  const { tenant, clock } = deps;
  const caller = createCallerAccess({ access: deps.access });
  const links = createLinkChecks({ organisation: deps.organisation });
  const checks = createRecordChecks({ links, clientContracts: deps.clientContracts });
  const bankChange = createBankChangeNotice({ access: deps.access, users: deps.users, notifications: deps.notifications });
  const bankApproval = createBankChangeApproval({ tenant, clock, caller, approvals: deps.approvals, bankName: deps.bankName });

  return {
    /**
     * Not found unless the caller reaches this employee at this level (their role's data scope, or
     * their own record through My profile), in the caller's transaction: for what other modules
     * keep on an employee's record (custom field values).
     */
    async assertReaches(tx: Transaction, auth: RequestAuth, input: { employeeId: string; level: AccessLevel }): Promise<void> {
      await caller.reachable(tx, auth, input);
    },
    ...createEmployeeList({
      tenant,
      clock,
      translate: deps.translate,
      jobs: deps.jobs,
      caller,
      totals: deps.totals,
      filters: deps.filters,
      exporter: deps.exporter,
    }),
    ...createEmployeeCreation({ tenant, clock, caller, checks, users: deps.users, parts: deps.creationParts }),
    ...createEmployeeSections({ tenant, clock, caller, checks, links, access: deps.access, bankChange, bankApproval }),
    /** The bank account change waiting for approval on a profile. */
    pendingBankChange: bankApproval.pending,
    withdrawBankChange: bankApproval.withdraw,
    ...createEmployeeDeployments({ tenant, clock, caller, checks }),
    ...createEmployeeFamily({ tenant, clock, caller }),
    ...createEmployeePhoto({ tenant, clock, caller }),
    ...createEmployeeArchive({ tenant, clock, caller }),
    ...createEmployeeAvailability({ tenant }),
    ...createEmployeeBulkReads({ tenant, clock, caller, filters: deps.filters }),
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
