import { useState } from 'react';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getApprovalRequest } from '@tenaga/contracts/modules/approvals.contracts';
import { ApprovalChain } from '../../../components/approval-chain/approval-chain.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useDecide } from '../api/approvals.queries.ts';
import { RejectModal } from './reject-modal.tsx';
import { RequestDocuments } from './request-documents.tsx';
import { StatusTag } from '../../../components/approval-chain/approval-status-tag.tsx';

/** One request: its chain as it happened (who, when, in whose name, why) and who is next. */
export default function RequestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('approvals');
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  const query = useContractQuery(getApprovalRequest, { params: { id } });
  const request = query.data;

  const run = async (decision: 'approve' | 'reject', comment = '') => {
    try {
      await decide.mutateAsync({ ids: [id], decision, comment });
      message.success(t(decision === 'approve' ? 'page.approved' : 'page.rejected', { count: 1 }));
      setRejecting(false);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Page
      title={t('detail.title')}
      extra={
        request?.waitingOnMe && (
          <Space wrap>
            <Button type="primary" loading={decide.isPending} onClick={() => void run('approve')}>
              {t('page.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)}>
              {t('page.reject')}
            </Button>
          </Space>
        )
      }
    >
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {request && (
          <>
            <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small" style={{ marginBottom: 24 }}>
              <Descriptions.Item label={t('columns.employee')}>{request.employeeName}</Descriptions.Item>
              <Descriptions.Item label={t('columns.kind')}>{t(`kind.${request.kind}`)}</Descriptions.Item>
              <Descriptions.Item label={t('detail.requestedBy')}>{request.requestedByName}</Descriptions.Item>
              <Descriptions.Item label={t('columns.submitted')}>{format.dateTime(request.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('columns.status')}>
                <StatusTag status={request.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.workflow')}>
                {request.workflowName} · {t('levelOf', { current: request.currentLevel + 1, total: request.levelCount })}
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.details')} span={2}>
                {Object.values(request.summary).join(' · ') || '—'}
              </Descriptions.Item>
              {request.documents.length > 0 && (
                <Descriptions.Item label={t('detail.documents')} span={2}>
                  <RequestDocuments requestId={request.id} documents={request.documents} />
                </Descriptions.Item>
              )}
              {request.nextApprovers.length > 0 && (
                <Descriptions.Item label={t('detail.next')} span={2}>
                  {request.nextApprovers.join(', ')}
                </Descriptions.Item>
              )}
            </Descriptions>
            <Typography.Title level={5}>{t('detail.chain')}</Typography.Title>
            <ApprovalChain steps={request.steps} />
          </>
        )}
      </QueryState>
      <RejectModal
        count={1}
        open={rejecting}
        saving={decide.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => run('reject', reason)}
      />
    </Page>
  );
}
