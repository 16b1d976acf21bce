import { and, asc, count, desc, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { likePattern, pageOf, sortColumn } from '../../lib/table.ts';

// The text with the secret and the attachment's bytes are for the delivery only: the outbox never reads them.
const { deliveryText: _forDeliveryOnly, attachment: _bytesForDeliveryOnly, ...VISIBLE } = getTableColumns(mailOutbox);
type Row = Omit<typeof mailOutbox.$inferSelect, 'deliveryText' | 'attachment'>;

const status = (row: Row) => (row.sentAt ? 'sent' : row.error ? 'failed' : 'stored') as 'sent' | 'failed' | 'stored';
const summary = (row: Row) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  createdAt: row.createdAt.getTime(),
  sentAt: row.sentAt?.getTime() ?? null,
  status: status(row),
  hidden: row.hidden,
  attachment: row.attachmentName ? { name: row.attachmentName, size: row.attachmentSize ?? 0 } : null,
});

/** Sortable columns of the outbox table, by the table protocol's column names. */
const SORTABLE = { to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt } as const;

export function createOutboxService(deps: { tenant: TenantRunner }) {
  return {
    async table(companyId: string, request: TableRequest) {
      return deps.tenant(companyId, async (tx) => {
        const scope = eq(mailOutbox.companyId, companyId);
        const search = request.search.value
          ? or(ilike(mailOutbox.to, likePattern(request.search.value)), ilike(mailOutbox.subject, likePattern(request.search.value)))
          : undefined;
        const order = request.order.map(({ column, dir }) => {
          const field = sortColumn(SORTABLE, request.columns[column]?.data, mailOutbox.createdAt);
          return dir === 'asc' ? asc(field) : desc(field);
        });
        const page = pageOf(request);
        const rows = await tx
          .select(VISIBLE)
          .from(mailOutbox)
          .where(and(scope, search))
          .orderBy(...(order.length ? order : [desc(mailOutbox.createdAt)]))
          .limit(page.limit)
          .offset(page.offset);
        const [total] = await tx.select({ value: count() }).from(mailOutbox).where(scope);
        const [filtered] = await tx.select({ value: count() }).from(mailOutbox).where(and(scope, search));
        return { data: rows.map(summary), recordsTotal: Number(total?.value ?? 0), recordsFiltered: Number(filtered?.value ?? 0) };
      });
    },
    async get(companyId: string, id: string) {
      const row = await deps.tenant(
        companyId,
        async (tx) =>
          (
            await tx
              .select(VISIBLE)
              .from(mailOutbox)
              .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, id)))
          )[0],
      );
      if (!row) throw notFound();
      return { ...summary(row), text: row.text, error: row.error };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
