import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';
import { othersColumns, othersIndex } from './custom-fields.ts';

/** A client contract (spec §3 Contract): employees are deployed to its locations. */
export const clientContracts = pgTable(
  'client_contracts',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    client: text('client').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...othersColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    othersIndex('client_contracts_others_idx', t.others),
    uniqueIndex('client_contracts_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('client_contracts_dates_check', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
    tenantPolicy(),
  ],
).enableRLS();

/** The places of a client contract where its employees work. */
export const clientContractLocations = pgTable(
  'client_contract_locations',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    contractId: uuid('contract_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Lets a deployment name its contract and location together, so the location must be the contract's.
    unique('client_contract_locations_contract_id_key').on(t.companyId, t.contractId, t.id),
    uniqueIndex('client_contract_locations_name_key').on(t.companyId, t.contractId, sql`lower(${t.name})`),
    foreignKey({
      name: 'client_contract_locations_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [clientContracts.companyId, clientContracts.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();
