import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Form, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getContributionPreview, type ContributionLine } from '@tenaga/contracts/modules/insurance-policies.contracts';
import { MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';

/** The schemes' labels by their code ('sg.cpf' → schemes.sg_cpf); a code without one shows as it is. */
const schemeKey = (code: string) => `schemes.${code.replaceAll('.', '_')}`;

/**
 * The contribution preview on the employee's payment section (#contributionPreview): for a chosen
 * month, each scheme's employee and employer amounts as the statutory engine computes them from the
 * salary and the parameters in force then.
 */
export default function ContributionPreviewSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('insurancePolicies');
  const format = useFormat();
  const [month, setMonth] = useState(() => dayjs().tz(format.region.timezone).format('YYYY-MM'));
  const query = useContractQuery(getContributionPreview, { params: { id: employeeId }, query: { month } });
  const data = query.data;
  const money = (value: string) => (data?.currency ? format.money(value, data.currency as never) : value);
  const label = (line: ContributionLine) =>
    line.policyName !== null ? t('preview.privatePolicy', { name: line.policyName }) : t(schemeKey(line.code), { defaultValue: line.code });

  return (
    <SectionCard id="contributionPreview" title={t('preview.title')}>
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={t('preview.month')} htmlFor="contribution-preview-month">
          <MonthInput id="contribution-preview-month" value={month} allowClear={false} onChange={(value) => value && setMonth(value)} />
        </Form.Item>
      </Form>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <Typography.Paragraph>
              {t('preview.salary')}: <strong>{data.salary === null ? '—' : money(data.salary)}</strong>
              {data.statutory && (
                <>
                  {' · '}
                  {t('preview.policy')}: <strong>{data.statutory.policyName}</strong> ({t(`countries.${data.statutory.country}`)})
                </>
              )}
            </Typography.Paragraph>
            {data.problem && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                message={t(`preview.${data.problem.code}`, { field: data.problem.field ?? '' })}
              />
            )}
            <div data-table-label={t('preview.title')}>
              <Table<ContributionLine>
                rowKey={(line) => `${line.code}-${line.policyName ?? ''}`}
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={data.lines}
                locale={{ emptyText: t('preview.noPolicy') }}
                columns={[
                  { key: 'scheme', title: t('preview.scheme'), render: (_, line) => label(line) },
                  { key: 'employee', title: t('preview.employee'), align: 'right', render: (_, line) => money(line.employee) },
                  { key: 'employer', title: t('preview.employer'), align: 'right', render: (_, line) => money(line.employer) },
                ]}
                summary={() =>
                  data.lines.length > 0 && (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0}>
                        <strong>{t('preview.total')}</strong>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={1} align="right">
                        <strong>{money(data.totals.employee)}</strong>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2} align="right">
                        <strong>{money(data.totals.employer)}</strong>
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  )
                }
              />
            </div>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('preview.engineNote')}
            </Typography.Paragraph>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
