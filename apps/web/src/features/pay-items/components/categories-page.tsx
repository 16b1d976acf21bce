import { useState } from 'react';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPayItemCategories, type PayItemCategory } from '@tenaga/contracts/modules/pay-items.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteCategory } from '../api/pay-items.mutations.ts';
import { CategoryDrawer } from './category-drawer.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Settings › Exemption › Category: the kinds of pay items and how each country's schemes and tax treat them. */
export default function CategoriesPage() {
  const { t } = useTranslation('payItems');
  const canEdit = useMenuAccess('exemptionCategory') === 'edit';
  const remove = useDeleteCategory();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<PayItemCategory | 'new' | null>(null);
  return (
    <Page
      title={t('menu:exemptionCategory')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listPayItemCategories}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          { key: 'kind', title: t('fields.kind'), sortable: true, render: (item) => <Tag>{t(`kinds.${item.kind}`)}</Tag> },
          {
            key: 'treatment',
            title: t('fields.treatment'),
            render: (item) =>
              `CPF ${t(`treatmentValues.${item.treatment.sg.cpf}`)} · EPF ${t(`treatmentValues.${item.treatment.my.epf}`)} · PIT ${t(`treatmentValues.${item.treatment.vn.pit}`)}`,
          },
          { key: 'policies', title: t('fields.policies'), render: (item) => item.policies },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: PayItemCategory) => (
              <RowActions
                name={item.name}
                canEdit={canEdit}
                onOpen={() => setEditing(item)}
                onDelete={() => confirmDelete(item.name, () => remove.mutateAsync(item.id))}
              />
            ),
          },
        ]}
      />
      <CategoryDrawer item={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}
