import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import { DeleteOutlined, EditOutlined, InboxOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClientContractLocation, ClientContractProfile } from '@tenaga/contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useArchiveLocation, useDeleteLocation, useRestoreLocation } from '../api/client-contracts.queries.ts';
import { ArchiveStatus } from './archive-status.tsx';
import { LocationFormModal } from './location-form-modal.tsx';

/** A contract's locations on its profile: active ones first; add, edit, archive, restore and delete (while unused). */
export function ClientContractLocations({ contract, canEdit }: { readonly contract: ClientContractProfile; readonly canEdit: boolean }) {
  const { t } = useTranslation('clientContracts');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const archive = useArchiveLocation();
  const restore = useRestoreLocation();
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<ClientContractLocation | 'new' | null>(null);
  const ref = (location: ClientContractLocation) => ({ contractId: contract.id, locationId: location.id });

  const confirm = (options: { title: string; body?: string; ok: string; danger?: boolean; run: () => Promise<unknown>; done: string }) =>
    modal.confirm({
      title: options.title,
      content: options.body ?? t('common:confirmProceedMsg'),
      okText: options.ok,
      okButtonProps: options.danger ? { danger: true } : {},
      cancelText: t('common:cancel'),
      onOk: () => options.run().then(() => message.success(options.done), showError),
    });

  const confirmDelete = (location: ClientContractLocation) => {
    if (location.employeeCount > 0) {
      modal.warning({
        title: t('locations.inUseTitle', { name: location.name }),
        content: t('locations.inUseBody', { count: format.count(location.employeeCount) }),
        okText: t('common:ok'),
      });
      return;
    }
    confirm({
      title: t('locations.deleteTitle', { name: location.name }),
      ok: t('delete.open'),
      danger: true,
      run: () => remove.mutateAsync(ref(location)),
      done: t('locations.deleted', { name: location.name }),
    });
  };

  return (
    <Card
      title={t('locations.title')}
      size="small"
      extra={
        canEdit && (
          <Button type="primary" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('locations.add')}
          </Button>
        )
      }
    >
      <Table<ClientContractLocation>
        rowKey="id"
        dataSource={contract.locations}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('locations.empty') }}
        columns={[
          { key: 'name', title: t('locations.name'), dataIndex: 'name' },
          { key: 'address', title: t('locations.address'), render: (_, location) => location.address || '—' },
          {
            key: 'status',
            title: t('locations.status'),
            // A location of an archived contract is archived with it.
            render: (_, location) => <ArchiveStatus archivedAt={location.archived ? location.archivedAt : contract.archivedAt} />,
          },
          { key: 'employees', title: t('locations.employees'), render: (_, location) => format.count(location.employeeCount) },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('columns.actions'),
                  render: (_: unknown, location: ClientContractLocation) => (
                    <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: location.name })}>
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        onClick={() => setEditing(location)}
                        aria-label={`${t('common:edit')}: ${location.name}`}
                      >
                        {t('common:edit')}
                      </Button>
                      {location.archived ? (
                        <Button
                          type="link"
                          size="small"
                          icon={<UndoOutlined aria-hidden />}
                          aria-label={`${t('restore.open')}: ${location.name}`}
                          onClick={() =>
                            confirm({
                              title: t('locations.restoreTitle', { name: location.name }),
                              ok: t('restore.open'),
                              run: () => restore.mutateAsync({ ...ref(location), version: location.version }),
                              done: t('locations.restored', { name: location.name }),
                            })
                          }
                        >
                          {t('restore.open')}
                        </Button>
                      ) : (
                        <Button
                          type="link"
                          size="small"
                          icon={<InboxOutlined aria-hidden />}
                          aria-label={`${t('archive.open')}: ${location.name}`}
                          onClick={() =>
                            confirm({
                              title: t('locations.archiveTitle', { name: location.name }),
                              body: t('locations.archiveBody'),
                              ok: t('archive.open'),
                              run: () => archive.mutateAsync({ ...ref(location), version: location.version }),
                              done: t('locations.archived', { name: location.name }),
                            })
                          }
                        >
                          {t('archive.open')}
                        </Button>
                      )}
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`${t('delete.open')}: ${location.name}`}
                        onClick={() => confirmDelete(location)}
                      >
                        {t('delete.open')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <LocationFormModal contractId={contract.id} location={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
