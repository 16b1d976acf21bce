import type { PayItemKind, PayItemTreatment } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './claims.repository.ts';
import { limitPeriodOf } from './claims.rules.ts';

/** An approved claim the payrun pays: its amount and how its pay item category is treated. */
export interface PayableClaim {
  id: string;
  employeeId: string;
  expenseDate: string;
  amount: string;
  description: string;
  typeId: string;
  typeName: string;
  payItemCategoryId: string;
  payItemCategoryName: string;
  kind: PayItemKind;
  treatment: PayItemTreatment;
}

/**
 * For the payrun, in its transaction: per employee, the approved claims not paid yet with expense
 * dates up to the end of the period (YYYY-MM), with their amounts and pay item treatment.
 */
export async function approvedClaimsFor(
  tx: Transaction,
  companyId: string,
  employeeIds: readonly string[],
  period: string,
): Promise<Map<string, PayableClaim[]>> {
  const until = limitPeriodOf(`${period}-01`, 'month').end;
  const rows = await repo.approvedUnpaid(tx, companyId, { employeeIds, until });
  const byEmployee = new Map<string, PayableClaim[]>();
  for (const row of rows) {
    const list = byEmployee.get(row.employeeId) ?? [];
    list.push({
      id: row.id,
      employeeId: row.employeeId,
      expenseDate: row.expenseDate,
      amount: row.amount,
      description: row.description,
      typeId: row.typeId,
      typeName: row.typeName,
      payItemCategoryId: row.categoryId,
      payItemCategoryName: row.categoryName,
      kind: row.kind as PayItemKind,
      treatment: row.treatment,
    });
    byEmployee.set(row.employeeId, list);
  }
  return byEmployee;
}

/**
 * For the payrun, in its transaction: these claims are paid by it (those still approved and unpaid;
 * each audited). Answers the ids it marked: one another payrun took first is left out.
 */
export async function markClaimsPaid(
  tx: Transaction,
  companyId: string,
  claimIds: readonly string[],
  payrunId: string,
  now: Date = new Date(),
): Promise<string[]> {
  const marked = await repo.markPaid(tx, companyId, { ids: claimIds, payrunId, now });
  const actor: Actor = { companyId, userId: null, impersonatorUserId: null, ip: null };
  for (const row of marked)
    await writeAudit(tx, actor, {
      entity: 'claim',
      entityId: row.id,
      action: 'pay',
      before: { status: 'approved' },
      after: { status: 'paid', payrunId },
    });
  return marked.map((row) => row.id);
}
