import { useState } from 'react';
import { Button, Col, Form, Input, Row, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getEmployeeWorkHours, WorkHoursBodySchema, type WorkHours } from '@tenaga/contracts/modules/employee-records.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteWorkHours, useRecordLevels, useSaveWorkHours } from '../api/employee-records.api.ts';
import { LabelledValues } from './labelled-values.tsx';

/**
 * The employee's working hours from a date (#workHoursDetail): hours per day, days per week and
 * hours per week, which attendance and proration read for each day. A change of hours is a new
 * entry from its date, so the earlier ones still apply to the days before it.
 */
export default function WorkHoursSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employeeRecords');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const levels = useRecordLevels(employeeId);
  const visible = levels.data !== undefined && levels.data.workHours !== 'none';
  const query = useContractQuery(getEmployeeWorkHours, { params: { id: employeeId } }, { enabled: visible });
  const remove = useDeleteWorkHours();
  const [editing, setEditing] = useState<WorkHours | 'new' | null>(null);
  if (levels.data?.workHours === 'none') return null;
  const data = query.data;
  const canEdit = data?.level === 'edit';

  const confirmRemove = (entry: WorkHours) =>
    modal.confirm({
      title: t('workHours.removeTitle'),
      content: t('workHours.removeBody', { date: format.calendarDate(entry.effectiveFrom) }),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await remove.mutateAsync({ id: employeeId, entryId: entry.id }).then(() => message.success(t('workHours.removed')), showError);
      },
    });

  return (
    <SectionCard
      id="workHoursDetail"
      title={t('workHours.title')}
      extra={
        canEdit && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('workHours.add')}
          </Button>
        )
      }
    >
      <QueryState isPending={levels.isPending || query.isPending} error={levels.error ?? query.error} onRetry={() => void query.refetch()}>
        {data && (
          <>
            {data.current ? (
              <LabelledValues
                values={[
                  [t('workHours.fields.hoursPerDay'), data.current.hoursPerDay],
                  [t('workHours.fields.daysPerWeek'), data.current.daysPerWeek],
                  [t('workHours.fields.hoursPerWeek'), data.current.hoursPerWeek],
                ]}
              />
            ) : (
              <Typography.Paragraph type="secondary">
                {data.entries.length ? t('workHours.noneToday') : t('workHours.none')}
              </Typography.Paragraph>
            )}
            {data.entries.length > 0 && (
              <>
                <Typography.Title level={3} style={{ fontSize: 16 }}>
                  {t('workHours.history')}
                </Typography.Title>
                <div data-table-label={t('workHours.history')}>
                  <Table<WorkHours>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    dataSource={data.entries}
                    columns={[
                      {
                        key: 'effectiveFrom',
                        title: t('workHours.fields.effectiveFrom'),
                        render: (_, entry) => (
                          <Space size={4}>
                            <span>{format.calendarDate(entry.effectiveFrom)}</span>
                            {entry.id === data.current?.id && <Typography.Text type="success">{t('workHours.current')}</Typography.Text>}
                          </Space>
                        ),
                      },
                      { key: 'hoursPerDay', title: t('workHours.fields.hoursPerDay'), render: (_, entry) => entry.hoursPerDay },
                      { key: 'daysPerWeek', title: t('workHours.fields.daysPerWeek'), render: (_, entry) => entry.daysPerWeek },
                      { key: 'hoursPerWeek', title: t('workHours.fields.hoursPerWeek'), render: (_, entry) => entry.hoursPerWeek },
                      { key: 'note', title: t('workHours.fields.note'), render: (_, entry) => entry.note || '—' },
                      ...(canEdit
                        ? [
                            {
                              key: 'actions',
                              title: t('actions'),
                              render: (_: unknown, entry: WorkHours) => (
                                <Space size={4}>
                                  <Button
                                    type="text"
                                    icon={<EditOutlined aria-hidden />}
                                    aria-label={`${t('edit')}: ${format.calendarDate(entry.effectiveFrom)}`}
                                    onClick={() => setEditing(entry)}
                                  />
                                  <Button
                                    type="text"
                                    danger
                                    icon={<DeleteOutlined aria-hidden />}
                                    aria-label={`${t('remove')}: ${format.calendarDate(entry.effectiveFrom)}`}
                                    onClick={() => confirmRemove(entry)}
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
          </>
        )}
      </QueryState>
      <WorkHoursModal employeeId={employeeId} entry={editing} onClose={() => setEditing(null)} />
    </SectionCard>
  );
}

type HoursValues = Partial<Record<'effectiveFrom' | 'hoursPerDay' | 'daysPerWeek' | 'hoursPerWeek' | 'note', unknown>> &
  Record<string, unknown>;

function WorkHoursModal({
  employeeId,
  entry,
  onClose,
}: {
  readonly employeeId: string;
  readonly entry: WorkHours | 'new' | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('employeeRecords');
  const { message } = useFeedback();
  const save = useSaveWorkHours();
  const [form] = Form.useForm<HoursValues>();
  const existing = entry === 'new' ? null : entry;
  const title = existing ? t('workHours.edit') : t('workHours.add');
  const initialValues: HoursValues = existing
    ? {
        effectiveFrom: existing.effectiveFrom,
        hoursPerDay: existing.hoursPerDay,
        daysPerWeek: existing.daysPerWeek,
        hoursPerWeek: existing.hoursPerWeek,
        note: existing.note,
      }
    : { hoursPerDay: '8', daysPerWeek: '5', hoursPerWeek: '', note: '' };

  const submit = async (values: HoursValues) => {
    const body = WorkHoursBodySchema.parse(values);
    await save.mutateAsync({ ...body, employeeId, ...(existing ? { id: existing.id, version: existing.version } : {}) });
    message.success(t('workHours.saved'));
  };

  return (
    <AppModal open={entry !== null} title={title} onClose={onClose} onSubmit={() => form.submit()} submitLoading={save.isPending}>
      <SchemaForm<typeof WorkHoursBodySchema, HoursValues>
        schema={WorkHoursBodySchema}
        form={form}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        name="employee-work-hours"
        aria-label={title}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <SchemaField name="effectiveFrom" label={t('workHours.fields.effectiveFrom')}>
              <DateInput style={{ width: '100%' }} />
            </SchemaField>
          </Col>
          <Col xs={12} sm={12}>
            <SchemaField name="hoursPerDay" label={t('workHours.fields.hoursPerDay')}>
              <Input inputMode="decimal" autoComplete="off" />
            </SchemaField>
          </Col>
          <Col xs={12} sm={12}>
            <SchemaField name="daysPerWeek" label={t('workHours.fields.daysPerWeek')}>
              <Input inputMode="decimal" autoComplete="off" />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField name="hoursPerWeek" label={t('workHours.fields.hoursPerWeek')} extra={t('workHours.hoursPerWeekHint')}>
              <Input inputMode="decimal" autoComplete="off" />
            </SchemaField>
          </Col>
          <Col xs={24}>
            <SchemaField name="note" label={t('workHours.fields.note')}>
              <Input.TextArea rows={2} />
            </SchemaField>
          </Col>
        </Row>
      </SchemaForm>
    </AppModal>
  );
}
