import { Drawer, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveRequest } from '@tenaga/contracts/modules/time-off.contracts';
import { getLeaveRequestHistory } from '@tenaga/contracts/modules/time-off-requests-extra.contracts';
import { ApprovalChain } from '../../../components/approval-chain/approval-chain.tsx';
import { StatusTag } from '../../../components/approval-chain/approval-status-tag.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';

/** A leave request's way through approval: each round (again after a change), who decided, what they wrote, who is next. */
export function RequestHistoryDrawer({ request, onClose }: { readonly request: LeaveRequest | null; readonly onClose: () => void }) {
  const { t } = useTranslation('timeOff');
  const format = useFormat();
  const history = useContractQuery(getLeaveRequestHistory, { params: { id: request?.id ?? '' } }, { enabled: request !== null });
  const rounds = history.data ?? [];
  const dates = request
    ? `${format.calendarDate(request.from)}${request.to === request.from ? '' : ` – ${format.calendarDate(request.to)}`}`
    : '';

  return (
    <Drawer
      open={request !== null}
      title={request ? t('history.title', { name: request.employeeName, dates }) : ''}
      onClose={onClose}
      size="min(520px, 100vw)"
      destroyOnHidden
    >
      <QueryState isPending={history.isPending} error={history.error} onRetry={() => void history.refetch()}>
        {rounds.length === 0 ? (
          <Empty description={t('history.none')} />
        ) : (
          rounds.map((round) => (
            <section
              key={round.id}
              aria-label={t('history.round', { date: format.dateTime(round.createdAt) })}
              style={{ marginBottom: 24 }}
            >
              <Space wrap style={{ marginBottom: 12 }}>
                <Typography.Text strong>{t('history.round', { date: format.dateTime(round.createdAt) })}</Typography.Text>
                <StatusTag status={round.status} />
              </Space>
              {round.nextApprovers.length > 0 && (
                <Typography.Paragraph>{t('history.waitingOn', { names: round.nextApprovers.join(', ') })}</Typography.Paragraph>
              )}
              <ApprovalChain steps={round.steps} />
            </section>
          ))
        )}
      </QueryState>
    </Drawer>
  );
}
