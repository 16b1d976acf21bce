import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ORGANISATION_LIST_ROUTES,
  type Department,
  type OrganisationItem,
  type OrganisationList,
} from '@tenaga/contracts/modules/organisation.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useListMutations } from '../api/organisation.queries.ts';
import { NameModal } from './name-modal.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.tsx';

/**
 * One organisation list: its table, add and rename in a small form, delete after confirmation
 * (refused while in use). Departments also show and set their head.
 */
export function OrganisationListTab({ list }: { readonly list: OrganisationList }) {
  const { t } = useTranslation('organisation');
  const canEdit = useMenuAccess('organisation') === 'edit';
  const format = useFormat();
  const mutations = useListMutations(list);
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<OrganisationItem | 'new' | null>(null);
  const texts = (key: string, values?: Record<string, string>) => t(`lists.${list}.${key}`, values);
  const withHead = list === 'departments';
  // Every list's table answers at least these fields; a department's rows also carry their head.
  const tableRoute = ORGANISATION_LIST_ROUTES[list].table as typeof ORGANISATION_LIST_ROUTES.jobTitles.table;
  const headOf = (item: OrganisationItem) => (item as Partial<Department>).head ?? null;

  return (
    <>
      <DataTable
        contract={tableRoute}
        rowKey="id"
        emptyText={texts('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {texts('add')}
            </Button>
          )
        }
        columns={[
          { key: 'name', title: t('columns.name'), sortable: true, render: (item) => item.name },
          ...(withHead ? [{ key: 'head', title: t('columns.head'), render: (item: OrganisationItem) => headOf(item)?.name ?? '—' }] : []),
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
                      editLabel={withHead ? undefined : t('rename')}
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
        head={
          withHead
            ? { label: texts('headLabel'), help: texts('headHelp'), current: editing && editing !== 'new' ? headOf(editing) : null }
            : null
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing === 'new') {
            const created = await mutations.create.mutateAsync(values);
            return texts('added', { name: created.name });
          }
          if (editing) await mutations.update.mutateAsync({ id: editing.id, version: editing.version, ...values });
          return t('saved');
        }}
      />
    </>
  );
}
