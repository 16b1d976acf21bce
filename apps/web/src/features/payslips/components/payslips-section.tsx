import { useState } from 'react';
import { Alert, Button, Empty, List, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listEmployeePayslips, type EmployeePayslip } from '@tenaga/contracts/modules/payslips.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useAuthenticatedSession } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { downloadPayslip } from '../api/payslips.api.ts';

/**
 * The employee's payslips on their profile: each run approved or later, newest first, with its
 * net pay and the PDF to download, and the rule its password follows when the company protects
 * them (never the password). A list, not a table, so it reads at phone width.
 */
export default function PayslipsSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('payslips');
  const format = useFormat();
  const showError = useErrorNotice();
  const payslips = useContractQuery(listEmployeePayslips, { params: { id: employeeId } });
  const own = useAuthenticatedSession().me.userInfo.employeeID === employeeId;
  const protection = payslips.data?.[0]?.protection ?? 'none';
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = (slip: EmployeePayslip) => {
    setDownloading(slip.payrunId);
    downloadPayslip({ employeeId, payrunId: slip.payrunId, fallbackName: `payslip-${slip.period}.pdf` })
      .catch(showError)
      .finally(() => setDownloading(null));
  };
  return (
    <SectionCard id="payslips" title={t('section')}>
      <QueryState isPending={payslips.isPending} error={payslips.error} onRetry={() => void payslips.refetch()}>
        {payslips.data && payslips.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {protection !== 'none' && <Alert type="info" showIcon title={t(`passwordRule.${protection}.${own ? 'own' : 'other'}`)} />}
            <List<EmployeePayslip>
              aria-label={t('section')}
              dataSource={payslips.data ?? []}
              rowKey="payrunId"
              renderItem={(slip) => (
                <List.Item
                  actions={[
                    <Button
                      key="download"
                      icon={<DownloadOutlined aria-hidden />}
                      loading={downloading === slip.payrunId}
                      onClick={() => download(slip)}
                      aria-label={`${t('downloadPayslip')} ${format.payMonth(slip.period)}`}
                    >
                      {t('download')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <span>
                        {format.payMonth(slip.period)} <Tag>{t(`payruns:statuses.${slip.status}`)}</Tag>
                      </span>
                    }
                    description={
                      <Typography.Text>
                        {t('fields.net')}: <strong>{format.money(slip.net, slip.currency)}</strong>
                        <Typography.Text type="secondary">
                          {' · '}
                          {t('fields.gross')}: {format.money(slip.gross, slip.currency)}
                        </Typography.Text>
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          </Space>
        )}
      </QueryState>
    </SectionCard>
  );
}
