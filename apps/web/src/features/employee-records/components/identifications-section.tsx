import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getEmployeeIdentifications, type Identification } from '@tenaga/contracts/modules/employee-records.contracts';
import { listNationalities } from '@tenaga/contracts/modules/countries.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteIdentification, useRecordLevels } from '../api/employee-records.api.ts';
import { IdentificationModal } from './identification-modal.tsx';

const STATUS_COLORS = { valid: 'green', expiring: 'orange', expired: 'red' } as const;

/**
 * The identification documents beside the record's own identification (#identificationsDetail):
 * passports, work passes, tax and social security numbers with their expiry. HR is reminded
 * before one expires; those who may change them add, renew or remove them, the others read them.
 */
export default function IdentificationsSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employeeRecords');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const levels = useRecordLevels(employeeId);
  const visible = levels.data !== undefined && levels.data.identifications !== 'none';
  const query = useContractQuery(getEmployeeIdentifications, { query: { employeeId } }, { enabled: visible });
  const countries = useContractQuery(listNationalities, undefined, { enabled: visible });
  const remove = useDeleteIdentification();
  const [editing, setEditing] = useState<Identification | 'new' | null>(null);
  if (levels.data?.identifications === 'none') return null;
  const data = query.data;
  const canEdit = data?.level === 'edit';
  const typeName = (document: Pick<Identification, 'documentType'>) => t(`reference:identificationTypes.${document.documentType}`);
  const countryName = (code: string | null) => (code ? (countries.data?.find((country) => country.value === code)?.label ?? code) : '—');
  const date = (value: string | null) => (value ? format.calendarDate(value) : '—');

  const confirmRemove = (document: Identification) =>
    modal.confirm({
      title: t('identifications.removeTitle'),
      content: t('identifications.removeBody', { document: typeName(document), number: document.number }),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await remove
          .mutateAsync({ id: employeeId, entryId: document.id })
          .then(() => message.success(t('identifications.removed')), showError);
      },
    });

  return (
    <SectionCard
      id="identificationsDetail"
      title={t('identifications.title')}
      extra={
        canEdit && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('identifications.add')}
          </Button>
        )
      }
    >
      <QueryState isPending={levels.isPending || query.isPending} error={levels.error ?? query.error} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <div data-table-label={t('identifications.title')}>
              <Table<Identification>
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={data.documents}
                locale={{ emptyText: t('identifications.none') }}
                columns={[
                  {
                    key: 'documentType',
                    title: t('identifications.fields.documentType'),
                    render: (_, document) => (
                      <Space size={4} wrap>
                        <span>{typeName(document)}</span>
                        <Tag>{t(`identifications.categories.${document.category}`)}</Tag>
                      </Space>
                    ),
                  },
                  { key: 'number', title: t('identifications.fields.number'), render: (_, document) => document.number },
                  { key: 'country', title: t('identifications.fields.country'), render: (_, document) => countryName(document.country) },
                  { key: 'issueDate', title: t('identifications.fields.issueDate'), render: (_, document) => date(document.issueDate) },
                  {
                    key: 'expiryDate',
                    title: t('identifications.fields.expiryDate'),
                    render: (_, document) => (
                      <Space size={4} wrap>
                        <span>{date(document.expiryDate)}</span>
                        {document.expiryDate && (
                          <Tag color={STATUS_COLORS[document.status]}>{t(`identifications.status.${document.status}`)}</Tag>
                        )}
                      </Space>
                    ),
                  },
                  { key: 'note', title: t('identifications.fields.note'), render: (_, document) => document.note || '—' },
                  ...(canEdit
                    ? [
                        {
                          key: 'actions',
                          title: t('actions'),
                          render: (_: unknown, document: Identification) => (
                            <Space size={4}>
                              <Button
                                type="text"
                                icon={<EditOutlined aria-hidden />}
                                aria-label={`${t('edit')}: ${typeName(document)} ${document.number}`}
                                onClick={() => setEditing(document)}
                              />
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined aria-hidden />}
                                aria-label={`${t('remove')}: ${typeName(document)} ${document.number}`}
                                onClick={() => confirmRemove(document)}
                              />
                            </Space>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </div>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('identifications.reminderHint')}
            </Typography.Paragraph>
          </>
        )}
      </QueryState>
      {data && (
        <IdentificationModal
          employeeId={employeeId}
          types={data.types}
          countries={countries.data ?? []}
          document={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </SectionCard>
  );
}
