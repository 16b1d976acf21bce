import { and, arrayOverlaps, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApprovalAction, ApprovalKind, ApprovalRequest, ApprovalStatus } from '@tenaga/contracts';
import { approvalRequests, approvalSteps } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/tenant.ts';
import { employeeNames } from '../employees/index.ts';
import { accountNames } from '../users/index.ts';
import type { RequestRow } from './approvals.engine.ts';

/** The requests of the page: their people's names read once for the whole page. */
async function toRequests(tx: Transaction, companyId: string, rows: readonly RequestRow[]): Promise<ApprovalRequest[]> {
  const employees = await employeeNames(
    tx,
    companyId,
    rows.map((row) => row.employeeId),
  );
  const users = await accountNames(
    tx,
    companyId,
    rows.map((row) => row.requestedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ApprovalKind,
    status: row.status as ApprovalStatus,
    employeeName: employees.get(row.employeeId) ?? '',
    requestedByName: users.get(row.requestedBy) ?? '',
    summary: row.summary,
    workflowName: row.workflowName,
    currentLevel: row.currentLevel,
    levelCount: row.chain.length,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  }));
}

export async function pendingFor(
  tx: Transaction,
  query: {
    companyId: string;
    userIds: string[];
    employeeIds: string[] | null;
    kind?: ApprovalKind | undefined;
    start: number;
    length: number;
  },
) {
  const base: SQL[] = [
    eq(approvalRequests.companyId, query.companyId),
    eq(approvalRequests.status, 'pending'),
    arrayOverlaps(approvalRequests.waitingOn, query.userIds),
  ];
  if (query.employeeIds) base.push(inArray(approvalRequests.employeeId, query.employeeIds));
  const byKind = await tx
    .select({ kind: approvalRequests.kind, value: count() })
    .from(approvalRequests)
    .where(and(...base))
    .groupBy(approvalRequests.kind);
  const counts = Object.fromEntries(byKind.map((row) => [row.kind, Number(row.value)]));
  const where = and(...base, query.kind ? eq(approvalRequests.kind, query.kind) : undefined);
  const rows = await tx
    .select()
    .from(approvalRequests)
    .where(where)
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .offset(query.start)
    .limit(query.length);
  const total = query.kind ? (counts[query.kind] ?? 0) : Object.values(counts).reduce((sum, value) => sum + value, 0);
  return { data: await toRequests(tx, query.companyId, rows), total, counts };
}

export async function decidedBy(
  tx: Transaction,
  query: { companyId: string; userId: string; kind?: ApprovalKind | undefined; start: number; length: number },
) {
  const mine = exists(
    tx
      .select({ one: sql`1` })
      .from(approvalSteps)
      .where(
        and(
          eq(approvalSteps.companyId, approvalRequests.companyId),
          eq(approvalSteps.requestId, approvalRequests.id),
          eq(approvalSteps.userId, query.userId),
          inArray(approvalSteps.action, ['approve', 'reject']),
        ),
      ),
  );
  const where = and(eq(approvalRequests.companyId, query.companyId), mine, query.kind ? eq(approvalRequests.kind, query.kind) : undefined);
  const [total] = await tx.select({ value: count() }).from(approvalRequests).where(where);
  const rows = await tx
    .select()
    .from(approvalRequests)
    .where(where)
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .offset(query.start)
    .limit(query.length);
  return { data: await toRequests(tx, query.companyId, rows), total: Number(total?.value ?? 0), counts: {} };
}

export async function requestDetail(tx: Transaction, row: RequestRow, deciders: readonly string[]) {
  const steps = await tx
    .select()
    .from(approvalSteps)
    .where(and(eq(approvalSteps.companyId, row.companyId), eq(approvalSteps.requestId, row.id)))
    .orderBy(approvalSteps.at, approvalSteps.seq);
  const names = await accountNames(tx, row.companyId, [
    ...row.waitingOn,
    ...steps.flatMap((step) => [step.userId, step.onBehalfOf].filter((id): id is string => id !== null)),
  ]);
  const [request] = await toRequests(tx, row.companyId, [row]);
  return {
    ...request!,
    nextApprovers: row.waitingOn.map((id) => names.get(id) ?? ''),
    waitingOnMe: row.status === 'pending' && deciders.some((id) => row.waitingOn.includes(id)),
    steps: steps.map((step) => ({
      level: step.level,
      action: step.action as ApprovalAction,
      reason: step.reason,
      userName: step.userId ? (names.get(step.userId) ?? '') : '',
      onBehalfOfName: step.onBehalfOf ? (names.get(step.onBehalfOf) ?? '') : null,
      comment: step.comment,
      at: step.at.getTime(),
    })),
  };
}
