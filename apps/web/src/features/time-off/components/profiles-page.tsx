import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CreateLeaveProfileBodySchema,
  listLeavePolicies,
  listLeaveProfiles,
  type LeaveProfile,
} from '@tenaga/contracts/modules/time-off.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useCreateLeaveProfile, useDeleteLeaveProfile, useUpdateLeaveProfile } from '../api/time-off.mutations.ts';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };

/** Settings › Time off › Profile: bundles of policies (one per category) assigned to employees together. */
export default function ProfilesPage() {
  const { t } = useTranslation('timeOff');
  const canEdit = useMenuAccess('timeoffProfile') === 'edit';
  const remove = useDeleteLeaveProfile();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<LeaveProfile | 'new' | null>(null);

  return (
    <Page
      title={t('menu:timeoffProfile')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listLeaveProfiles}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          { key: 'policies', title: t('fields.policies'), render: (item) => item.policies.map((policy) => policy.name).join(', ') || '—' },
          { key: 'assignments', title: t('fields.assignments'), render: (item) => item.assignments },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: LeaveProfile) => (
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
      <ProfileDrawer item={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}

type Values = { name?: string; description?: string; policyIds?: string[] };

function ProfileDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: LeaveProfile | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('timeOff');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateLeaveProfile();
  const update = useUpdateLeaveProfile();
  const policies = useContractQuery(listLeavePolicies, { body: ALL }, { enabled: item !== null });
  const existing = item === 'new' ? null : item;
  const title = existing ? (canEdit ? t('profile.editTitle') : existing.name) : t('profile.newTitle');

  const submit = async (values: Values) => {
    const body = { name: values.name ?? '', description: values.description ?? '', policyIds: values.policyIds ?? [] };
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
      width={560}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <SchemaForm
        schema={CreateLeaveProfileBodySchema}
        form={form}
        name="leave-profile"
        initialValues={
          existing
            ? { name: existing.name, description: existing.description, policyIds: existing.policies.map((policy) => policy.id) }
            : { description: '', policyIds: [] }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={title}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <SchemaField name="name" label={t('fields.name')}>
            <Input autoComplete="off" autoFocus={!existing} maxLength={120} />
          </SchemaField>
          <SchemaField name="policyIds" label={t('fields.policyIds')}>
            <Select
              mode="multiple"
              allowClear
              showSearch
              optionFilterProp="label"
              loading={policies.isLoading}
              options={(policies.data?.data ?? []).map((policy) => ({
                value: policy.id,
                label: `${policy.name} · ${policy.categoryName}`,
              }))}
            />
          </SchemaField>
          <SchemaField name="description" label={t('fields.description')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
          </SchemaField>
        </fieldset>
      </SchemaForm>
    </FormDrawer>
  );
}
