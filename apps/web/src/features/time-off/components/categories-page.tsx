import { useState } from 'react';
import { Button, Form, Input, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CreateLeaveCategoryBodySchema, listLeaveCategories, type LeaveCategory } from '@tenaga/contracts/modules/time-off.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useCreateLeaveCategory, useDeleteLeaveCategory, useUpdateLeaveCategory } from '../api/time-off.mutations.ts';
import { codeLabel } from './category-name.ts';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Settings › Time off › Category: the statutory categories the company started with, and its own. */
export default function CategoriesPage() {
  const { t } = useTranslation('timeOff');
  const canEdit = useMenuAccess('timeoffCategory') === 'edit';
  const remove = useDeleteLeaveCategory();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<LeaveCategory | 'new' | null>(null);

  return (
    <Page
      title={t('menu:timeoffCategory')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listLeaveCategories}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          {
            key: 'code',
            title: t('fields.code'),
            render: (item) => (item.code ? <Tag color="blue">{codeLabel(t, item.code)}</Tag> : <Tag>{t('own')}</Tag>),
          },
          { key: 'policies', title: t('fields.policies'), render: (item) => item.policies },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: LeaveCategory) => (
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

type Values = { name?: string; description?: string };

function CategoryDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: LeaveCategory | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('timeOff');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateLeaveCategory();
  const update = useUpdateLeaveCategory();
  const existing = item === 'new' ? null : item;
  const title = existing ? (canEdit ? t('category.editTitle') : existing.name) : t('category.newTitle');

  const submit = async (values: Values) => {
    const body = { name: values.name ?? '', description: values.description ?? '' };
    if (existing) {
      await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
      message.success(t('common:savedMsg'));
    } else {
      const created = await create.mutateAsync(body);
      message.success(t('added', { name: created.name }));
    }
  };

  return (
    <FormDrawer
      open={item !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={480}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <SchemaForm
        schema={CreateLeaveCategoryBodySchema}
        form={form}
        name="leave-category"
        initialValues={existing ? { name: existing.name, description: existing.description } : { description: '' }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={title}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <SchemaField name="name" label={t('fields.name')}>
            <Input autoComplete="off" autoFocus={!existing} maxLength={120} />
          </SchemaField>
          <SchemaField name="description" label={t('fields.description')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} />
          </SchemaField>
        </fieldset>
      </SchemaForm>
    </FormDrawer>
  );
}
