import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { employeeOwnedKey } from './employees.ts';
import { clientContractLocations, clientContracts } from './client-contracts.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * Where an employee is deployed (spec: "Location deployment (multi)", "Multiple contracts"): one row
 * per contract, and location when known, over a period. An open `to_date` means "still deployed".
 */
export const employeeContractDeployments = pgTable(
  'employee_contract_deployments',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    contractId: uuid('contract_id').notNull(),
    locationId: uuid('location_id'),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    employeeOwnedKey('employee_contract_deployments_employee_fk', t),
    foreignKey({
      name: 'employee_contract_deployments_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [clientContracts.companyId, clientContracts.id],
    }),
    // The location must be one of the deployment's contract.
    foreignKey({
      name: 'employee_contract_deployments_location_fk',
      columns: [t.companyId, t.contractId, t.locationId],
      foreignColumns: [clientContractLocations.companyId, clientContractLocations.contractId, clientContractLocations.id],
    }),
    index('employee_contract_deployments_employee_idx').on(t.companyId, t.employeeId),
    index('employee_contract_deployments_contract_idx').on(t.companyId, t.contractId),
    index('employee_contract_deployments_location_idx').on(t.companyId, t.locationId),
    check('employee_contract_deployments_dates_check', sql`${t.toDate} is null or ${t.fromDate} is null or ${t.toDate} >= ${t.fromDate}`),
    tenantPolicy(),
  ],
).enableRLS();
