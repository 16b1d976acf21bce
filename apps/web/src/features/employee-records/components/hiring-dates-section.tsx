import { useState } from 'react';
import { Button, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  getEmployeeHiringDates,
  SERVICE_CONTINUITY,
  ServicePeriodBodySchema,
  type ServicePeriod,
} from '@tenaga/contracts/modules/employee-records.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAddServicePeriod, useDeleteServicePeriod, useRecordLevels, useUpdateServicePeriod } from '../api/employee-records.api.ts';
import { LabelledValues } from './labelled-values.tsx';

/**
 * The hiring date and earlier employment with the company (#hiringDateDetail): a rehire is recorded
 * as an earlier period whose service carried over or broke, which sets where continuous service
 * starts (leave and statutory rules read it).
 */
export default function HiringDatesSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employeeRecords');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const levels = useRecordLevels(employeeId);
  const visible = levels.data !== undefined && levels.data.hiringDateHistory !== 'none';
  const query = useContractQuery(getEmployeeHiringDates, { params: { id: employeeId } }, { enabled: visible });
  const remove = useDeleteServicePeriod();
  const [editing, setEditing] = useState<ServicePeriod | 'new' | null>(null);
  if (levels.data?.hiringDateHistory === 'none') return null;
  const data = query.data;
  const canEdit = data?.level === 'edit';
  const date = (value: string | null) => (value ? format.calendarDate(value) : '—');

  const confirmRemove = (period: ServicePeriod) =>
    modal.confirm({
      title: t('hiringDates.removeTitle'),
      content: t('hiringDates.removeBody', { from: date(period.hiringDate), to: date(period.endDate) }),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await remove.mutateAsync({ id: employeeId, entryId: period.id }).then(() => message.success(t('hiringDates.removed')), showError);
      },
    });

  return (
    <SectionCard
      id="hiringDateDetail"
      title={t('hiringDates.title')}
      extra={
        canEdit && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('hiringDates.add')}
          </Button>
        )
      }
    >
      <QueryState isPending={levels.isPending || query.isPending} error={levels.error ?? query.error} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <LabelledValues
              values={[
                [t('hiringDates.hiringDate'), date(data.hiringDate)],
                [t('hiringDates.continuousServiceFrom'), date(data.continuousServiceFrom)],
              ]}
            />
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {t('hiringDates.earlier')}
            </Typography.Title>
            <div data-table-label={t('hiringDates.earlier')}>
              <Table<ServicePeriod>
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={data.periods}
                locale={{ emptyText: t('hiringDates.none') }}
                columns={[
                  { key: 'hiringDate', title: t('hiringDates.fields.hiringDate'), render: (_, period) => date(period.hiringDate) },
                  { key: 'endDate', title: t('hiringDates.fields.endDate'), render: (_, period) => date(period.endDate) },
                  {
                    key: 'continuity',
                    title: t('hiringDates.fields.continuity'),
                    render: (_, period) => (
                      <Tag color={period.continuity === 'continuous' ? 'green' : 'default'}>
                        {t(`hiringDates.continuity.${period.continuity}`)}
                      </Tag>
                    ),
                  },
                  { key: 'note', title: t('hiringDates.fields.note'), render: (_, period) => period.note || '—' },
                  ...(canEdit
                    ? [
                        {
                          key: 'actions',
                          title: t('actions'),
                          render: (_: unknown, period: ServicePeriod) => (
                            <Space size={4}>
                              <Button
                                type="text"
                                icon={<EditOutlined aria-hidden />}
                                aria-label={`${t('edit')}: ${date(period.hiringDate)} – ${date(period.endDate)}`}
                                onClick={() => setEditing(period)}
                              />
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined aria-hidden />}
                                aria-label={`${t('remove')}: ${date(period.hiringDate)} – ${date(period.endDate)}`}
                                onClick={() => confirmRemove(period)}
                              />
                            </Space>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </div>
          </>
        )}
      </QueryState>
      <ServicePeriodModal employeeId={employeeId} period={editing} onClose={() => setEditing(null)} />
    </SectionCard>
  );
}

type PeriodValues = Partial<Record<'hiringDate' | 'endDate' | 'continuity' | 'note', unknown>> & Record<string, unknown>;

function ServicePeriodModal({
  employeeId,
  period,
  onClose,
}: {
  readonly employeeId: string;
  readonly period: ServicePeriod | 'new' | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('employeeRecords');
  const { message } = useFeedback();
  const add = useAddServicePeriod();
  const update = useUpdateServicePeriod();
  const [form] = Form.useForm<PeriodValues>();
  const existing = period === 'new' ? null : period;
  const title = existing ? t('hiringDates.edit') : t('hiringDates.add');
  const initialValues: PeriodValues = existing
    ? { hiringDate: existing.hiringDate, endDate: existing.endDate, continuity: existing.continuity, note: existing.note }
    : { continuity: 'broken', note: '' };

  const submit = async (values: PeriodValues) => {
    const body = ServicePeriodBodySchema.parse(values);
    if (existing) await update.mutateAsync({ ...body, employeeId, id: existing.id, version: existing.version });
    else await add.mutateAsync({ ...body, employeeId });
    message.success(t('hiringDates.saved'));
  };

  return (
    <AppModal
      open={period !== null}
      title={title}
      onClose={onClose}
      onSubmit={() => form.submit()}
      submitLoading={add.isPending || update.isPending}
    >
      <SchemaForm<typeof ServicePeriodBodySchema, PeriodValues>
        schema={ServicePeriodBodySchema}
        form={form}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        name="employee-service-period"
        aria-label={title}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <SchemaField name="hiringDate" label={t('hiringDates.fields.hiringDate')}>
              <DateInput style={{ width: '100%' }} />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField name="endDate" label={t('hiringDates.fields.endDate')}>
              <DateInput style={{ width: '100%' }} />
            </SchemaField>
          </Col>
          <Col xs={24}>
            <SchemaField name="continuity" label={t('hiringDates.fields.continuity')}>
              <Select options={SERVICE_CONTINUITY.map((value) => ({ value, label: t(`hiringDates.continuity.${value}`) }))} />
            </SchemaField>
          </Col>
          <Col xs={24}>
            <SchemaField name="note" label={t('hiringDates.fields.note')}>
              <Input.TextArea rows={2} />
            </SchemaField>
          </Col>
        </Row>
      </SchemaForm>
    </AppModal>
  );
}
