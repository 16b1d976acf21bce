import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_LIST_ROUTES, type OrganisationItem, type OrganisationList } from '@tenaga/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useListMutations } from '../api/organisation.queries.ts';
import { NameModal } from './name-modal.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.tsx';

/** One organisation list: its table, add and rename in a small form, delete after confirmation (refused while in use). */
export function OrganisationListTab({ list }: { readonly list: OrganisationList }) {
  const { t } = useTranslation('organisation');
  const canEdit = useMenuAccess('organisation') === 'edit';
  const format = useFormat();
  const mutations = useListMutations(list);
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<OrganisationItem | 'new' | null>(null);
  const texts = (key: string, values?: Record<string, string>) => t(`lists.${list}.${key}`, values);

  return (
    <>
      <DataTable
        contract={ORGANISATION_LIST_ROUTES[list].table}
        rowKey="id"
        emptyText={texts('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {texts('add')}
            </Button>
          )
        }
        columns={[
          { key: 'name', title: t('columns.name'), sortable: true, render: (item) => item.name },
          { key: 'employeeCount', title: t('columns.employees'), sortable: true, render: (item) => format.count(item.employeeCount) },
          { key: 'updatedAt', title: t('columns.updatedAt'), sortable: true, render: (item) => format.dateTime(item.updatedAt) },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('columns.actions'),
                  render: (item: OrganisationItem) => (
                    <RowActions
                      name={item.name}
                      editLabel={t('rename')}
                      onEdit={() => setEditing(item)}
                      onDelete={() =>
                        confirmDelete({
                          name: item.name,
                          employeeCount: item.employeeCount,
                          remove: () => mutations.remove.mutateAsync(item.id),
                        })
                      }
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <NameModal
        item={editing}
        title={editing === 'new' ? texts('newTitle') : texts('editTitle')}
        label={texts('nameLabel')}
        onClose={() => setEditing(null)}
        onSubmit={async (name) => {
          if (editing === 'new') {
            const created = await mutations.create.mutateAsync({ name });
            return texts('added', { name: created.name });
          }
          if (editing) await mutations.update.mutateAsync({ id: editing.id, version: editing.version, name });
          return t('saved');
        }}
      />
    </>
  );
}
