import { Card, Col, Empty, List, Row, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getCompliance, type ComplianceStatus, type CountryCompliance } from '@tenaga/contracts/modules/compliance.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';

const COLORS: Record<ComplianceStatus, string> = { ok: '#237804', missing: '#a8071a', invalid: '#ad4e00' };

function StatusTag({ status }: { readonly status: ComplianceStatus }) {
  const { t } = useTranslation('settings');
  const icon =
    status === 'ok' ? (
      <CheckCircleOutlined aria-hidden />
    ) : status === 'missing' ? (
      <CloseCircleOutlined aria-hidden />
    ) : (
      <ExclamationCircleOutlined aria-hidden />
    );
  return (
    <Tag icon={icon} color={status === 'ok' ? 'success' : status === 'missing' ? 'error' : 'warning'} data-status={status}>
      {t(`compliance.status.${status}`)}
    </Tag>
  );
}

function Item({
  label,
  status,
  fix,
  note,
}: {
  readonly label: string;
  readonly status: ComplianceStatus;
  readonly fix: ReactNode;
  readonly note?: string;
}) {
  return (
    <List.Item extra={status === 'ok' ? null : fix} style={{ flexWrap: 'wrap', gap: 8 }}>
      <Space direction="vertical" size={0}>
        <Space size={8} wrap>
          <span style={{ color: COLORS[status] }}>{label}</span>
          <StatusTag status={status} />
        </Space>
        {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      </Space>
    </List.Item>
  );
}

function CountryCard({ entry, countryName }: { readonly entry: CountryCompliance; readonly countryName: string }) {
  const { t } = useTranslation('settings');
  const canFixCompany = useMenuAccess('companyAccount') === 'edit';
  const canFixDocuments = useMenuAccess('documentSetting') === 'edit';
  const fixCompany = canFixCompany ? <Link to="/settings/company-account">{t('compliance.fix')}</Link> : null;
  const fixDocuments = canFixDocuments ? <Link to="/settings/document">{t('compliance.fix')}</Link> : null;
  return (
    <section aria-label={t('compliance.of', { country: countryName })}>
      <Card
        title={
          <Space wrap>
            {countryName}
            {entry.home && <Tag>{t('registrations.home')}</Tag>}
          </Space>
        }
        extra={<StatusTag status={entry.complete ? 'ok' : 'missing'} />}
      >
        <Typography.Title level={5}>{t('compliance.registrations')}</Typography.Title>
        <List
          size="small"
          dataSource={entry.registrations}
          renderItem={(registration) => (
            <Item label={t(`registrations.kinds.${registration.kind}`)} status={registration.status} fix={fixCompany} />
          )}
        />
        <Typography.Title level={5}>{t('compliance.payment')}</Typography.Title>
        <List
          size="small"
          dataSource={[entry.bankAccount]}
          renderItem={(status) => <Item label={t('compliance.bankAccount', { country: countryName })} status={status} fix={fixCompany} />}
        />
        <Typography.Title level={5}>{t('compliance.documents')}</Typography.Title>
        {entry.documents.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('compliance.noDocuments')}</Typography.Paragraph>
        ) : (
          <List
            size="small"
            dataSource={entry.documents}
            renderItem={(document) => (
              <Item
                label={t(`documents.categories.${document.category}`)}
                status={document.status}
                fix={fixDocuments}
                note={
                  document.fromEmployees === null
                    ? t('compliance.requiredBy', { source: document.source })
                    : t('compliance.requiredFrom', { source: document.source, count: document.fromEmployees })
                }
              />
            )}
          />
        )}
      </Card>
    </section>
  );
}

/** Settings › Compliance: per country the company employs in, the registrations, paying account and documents still missing. */
export default function CompliancePage() {
  const { t } = useTranslation('settings');
  const compliance = useContractQuery(getCompliance);
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  return (
    <Page title={t('menu:compliance')}>
      <Typography.Paragraph type="secondary">{t('compliance.help')}</Typography.Paragraph>
      <QueryState isPending={compliance.isPending} error={compliance.error} onRetry={() => void compliance.refetch()}>
        {compliance.data?.length === 0 && <Empty />}
        <Row gutter={[16, 16]}>
          {(compliance.data ?? []).map((entry) => (
            <Col xs={24} xl={12} key={entry.country}>
              <CountryCard entry={entry} countryName={countryNames.of(entry.country) ?? entry.country} />
            </Col>
          ))}
        </Row>
      </QueryState>
    </Page>
  );
}
