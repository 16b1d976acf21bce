import { useState } from 'react';
import { Button, List, Space, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Payrun } from '@tenaga/contracts/modules/payruns.contracts';
import { emailPayrunPayslips, PayslipsEmailResultSchema } from '@tenaga/contracts/modules/payslips.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { JobProgressModal } from '../../../components/job-progress/job-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { useFormat } from '../../../lib/format.ts';

/** Runs whose payslips are final enough to hand out. */
const MAILABLE: readonly Payrun['status'][] = ['approved', 'paid', 'locked'];

/**
 * "Email payslips" on a run's summary: after a confirmation, a job mails each employee their own
 * protected PDF (or keeps it in the outbox without SMTP); a run mailed before asks once more. The
 * job's end lists how many were sent and who was not, and why.
 */
export function EmailPayslipsButton({ run }: { readonly run: Payrun }) {
  const { t } = useTranslation('payslips');
  const format = useFormat();
  const showError = useErrorNotice();
  const { modal } = useFeedback();
  const [jobId, setJobId] = useState<string | null>(null);
  const send = useContractMutation(emailPayrunPayslips, {
    input: (again: boolean) => ({ params: { id: run.id }, body: { again } }),
  });
  const period = format.payMonth(run.period);
  if (!MAILABLE.includes(run.status)) return null;

  const start = (again: boolean) =>
    send.mutateAsync(again).then(
      (done) => setJobId(done.jobId),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'PAYSLIPS_ALREADY_EMAILED') askAgain();
        else showError(error);
      },
    );
  const askAgain = () =>
    modal.confirm({
      title: t('email.send'),
      content: t('email.confirmAgain'),
      okText: t('email.again'),
      cancelText: t('common:cancel'),
      onOk: () => start(true),
    });
  const ask = () =>
    modal.confirm({
      title: t('email.confirmTitle', { period }),
      content: t('email.confirmBody', { count: run.employeeCount }),
      okText: t('email.send'),
      cancelText: t('common:cancel'),
      onOk: () => start(false),
    });

  return (
    <>
      <Button icon={<MailOutlined aria-hidden />} loading={send.isPending} onClick={ask}>
        {t('email.send')}
      </Button>
      <JobProgressModal
        jobId={jobId}
        title={t('email.title', { period })}
        onClose={() => setJobId(null)}
        result={(result) => <EmailOutcome result={result} />}
      />
    </>
  );
}

function EmailOutcome({ result }: { readonly result: unknown }) {
  const { t } = useTranslation('payslips');
  const parsed = PayslipsEmailResultSchema.safeParse(result);
  if (!parsed.success) return <Typography.Text>{t('widgets:jobProgress.done')}</Typography.Text>;
  const { sent, notSent } = parsed.data;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text strong>{t('email.sent', { count: sent })}</Typography.Text>
      {notSent.length > 0 && (
        <>
          <Typography.Text type="warning">{t('email.notSent', { count: notSent.length })}</Typography.Text>
          <List
            size="small"
            bordered
            style={{ maxHeight: 240, overflowY: 'auto' }}
            dataSource={notSent}
            rowKey="employeeId"
            renderItem={(person) => (
              <List.Item>
                <Typography.Text>{person.employmentNumber ? `${person.employmentNumber} · ${person.name}` : person.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">{t(`email.reasons.${person.reason}`)}</Typography.Text>
              </List.Item>
            )}
          />
        </>
      )}
    </Space>
  );
}
