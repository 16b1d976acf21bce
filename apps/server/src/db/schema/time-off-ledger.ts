import { sql } from 'drizzle-orm';
import { date, foreignKey, index, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { leaveCategories } from './time-off.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

/**
 * The stored entries of the leave ledger besides requests (issue 15): HR's adjustments, imported
 * opening balances and encashment on leaving. Append-only: a mistake is corrected by a reversing
 * entry, never by an edit. `days` is the signed effect on the balance (an encashment is negative).
 */
export const leaveLedgerEntries = pgTable(
  'leave_ledger_entries',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    /** 'opening', 'adjustment' or 'encashment'. */
    kind: text('kind').notNull(),
    entryDate: date('entry_date').notNull(),
    days: numeric('days', { precision: 10, scale: 4 }).notNull(),
    reason: text('reason').notNull(),
    /** 'manual', 'import' or 'leaving'. */
    source: text('source').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('leave_ledger_entries_employee_idx').on(t.companyId, t.employeeId, t.categoryId, t.entryDate),
    index('leave_ledger_entries_kind_idx').on(t.companyId, t.kind, t.entryDate),
    // One encashment per employee and category: a second confirmation answers 409.
    uniqueIndex('leave_ledger_entries_encashment_key')
      .on(t.companyId, t.employeeId, t.categoryId)
      .where(sql`kind = 'encashment'`),
    foreignKey({
      name: 'leave_ledger_entries_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_ledger_entries_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [leaveCategories.companyId, leaveCategories.id],
    }),
    tenantPolicy(),
  ],
).enableRLS();
