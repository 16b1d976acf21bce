import { useState } from 'react';
import { Button, Checkbox, Form, Input, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FamilyMemberBodySchema, listEmployeeFamily, type FamilyMember } from '@tenaga/contracts/modules/employees/family';
import { QueryState } from '../../../../components/page/page.tsx';
import { AppModal } from '../../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../../components/form/schema-form.tsx';
import { DateInput } from '../../../../components/date-picker/date-picker.tsx';
import { PhoneInput } from '../../../../components/phone-input/phone-input.tsx';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useAddFamilyMember, useDeleteFamilyMember, useUpdateFamilyMember } from '../../api/employees.mutations.ts';
import { recordRules } from '../../model/record-rules.ts';
import { ChoiceSelect, labelOf } from '../record/controls.tsx';
import { recordRule } from '../record/rule-adapter.ts';
import { useRecordOptions } from '../record/use-record-options.ts';
import { SectionCard } from '../../../../components/section-card/section-card.tsx';

type MemberValues = {
  name?: string;
  relationship?: string;
  dateOfBirth?: string | null;
  phone?: string;
  emergencyContact?: boolean;
  nextOfKin?: boolean;
} & Record<string, unknown>;

/** Family members and emergency contacts: a table, each added, changed or removed (after confirmation) on its own. */
export function FamilySection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employees');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const options = useRecordOptions();
  const query = useContractQuery(listEmployeeFamily, { params: { id: employeeId } });
  const remove = useDeleteFamilyMember();
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  if (query.data?.level === 'none') return null;
  const canEdit = query.data?.level === 'edit';

  const confirmRemove = (member: FamilyMember) =>
    modal.confirm({
      title: t('common:confirmation'),
      content: t('family.removeConfirm', { name: member.name }),
      okText: t('common:remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await remove
          .mutateAsync({ id: employeeId, familyId: member.id })
          .then(() => message.success(t('family.removed', { name: member.name })), showError);
      },
    });

  return (
    <SectionCard
      id="familyDetail"
      title={t('sections.family')}
      extra={
        canEdit && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('family.add')}
          </Button>
        )
      }
    >
      <QueryState isPending={query.isPending || options.loading} error={query.error} onRetry={() => void query.refetch()}>
        <div data-table-label={t('sections.family')}>
          <Table<FamilyMember>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={query.data?.members ?? []}
            locale={{ emptyText: t('family.empty') }}
            columns={[
              { key: 'name', title: t('family.name'), render: (_, member) => member.name },
              {
                key: 'relationship',
                title: t('family.relationship'),
                render: (_, member) => labelOf(options.lists.relationships, member.relationship),
              },
              {
                key: 'dateOfBirth',
                title: t('fields.dateOfBirth'),
                render: (_, member) => (member.dateOfBirth ? format.calendarDate(member.dateOfBirth) : '—'),
              },
              { key: 'phone', title: t('family.phone'), render: (_, member) => member.phone ?? '—' },
              {
                key: 'roles',
                title: t('family.roles'),
                render: (_, member) => (
                  <Space size={4} wrap>
                    {member.emergencyContact && <Tag color="red">{t('family.emergencyContact')}</Tag>}
                    {member.nextOfKin && <Tag color="blue">{t('family.nextOfKin')}</Tag>}
                  </Space>
                ),
              },
              ...(canEdit
                ? [
                    {
                      key: 'actions',
                      title: t('family.actions'),
                      render: (_: unknown, member: FamilyMember) => (
                        <Space size={4}>
                          <Button
                            type="text"
                            icon={<EditOutlined aria-hidden />}
                            aria-label={t('family.edit', { name: member.name })}
                            onClick={() => setEditing(member)}
                          />
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('family.remove', { name: member.name })}
                            onClick={() => confirmRemove(member)}
                          />
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      </QueryState>
      <FamilyMemberModal employeeId={employeeId} member={editing} onClose={() => setEditing(null)} />
    </SectionCard>
  );
}

function FamilyMemberModal({
  employeeId,
  member,
  onClose,
}: {
  readonly employeeId: string;
  readonly member: FamilyMember | 'new' | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('employees');
  const { message } = useFeedback();
  const options = useRecordOptions();
  const add = useAddFamilyMember();
  const update = useUpdateFamilyMember();
  const [form] = Form.useForm<MemberValues>();
  const existing = member === 'new' ? null : member;
  const initialValues: MemberValues = existing
    ? {
        name: existing.name,
        relationship: existing.relationship,
        dateOfBirth: existing.dateOfBirth,
        phone: existing.phone ?? '',
        emergencyContact: existing.emergencyContact,
        nextOfKin: existing.nextOfKin,
      }
    : { emergencyContact: false, nextOfKin: false };

  const submit = async (values: MemberValues) => {
    const body = {
      name: values.name ?? '',
      relationship: values.relationship as FamilyMember['relationship'],
      dateOfBirth: values.dateOfBirth || '',
      phone: values.phone ?? '',
      emergencyContact: values.emergencyContact ?? false,
      nextOfKin: values.nextOfKin ?? false,
    };
    if (existing) await update.mutateAsync({ ...body, id: existing.id, employeeId, version: existing.version });
    else await add.mutateAsync({ ...body, employeeId });
    message.success(existing ? t('family.saved', { name: body.name }) : t('family.added', { name: body.name }));
  };

  return (
    <AppModal
      open={member !== null}
      title={existing ? t('family.editTitle') : t('family.addTitle')}
      onClose={onClose}
      onSubmit={() => form.submit()}
      submitLoading={add.isPending || update.isPending}
    >
      <SchemaForm<typeof FamilyMemberBodySchema, MemberValues>
        schema={FamilyMemberBodySchema}
        initialValues={initialValues}
        onSubmit={submit}
        form={form}
        onSaved={onClose}
        name="employee-family-member"
        aria-label={existing ? t('family.editTitle') : t('family.addTitle')}
      >
        <SchemaField name="name" label={t('family.name')}>
          <Input autoComplete="off" />
        </SchemaField>
        <SchemaField name="relationship" label={t('family.relationship')}>
          <ChoiceSelect options={options.lists.relationships} disabled={false} allowClear={false} />
        </SchemaField>
        <SchemaField name="dateOfBirth" label={t('fields.dateOfBirth')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField
          name="phone"
          label={t('family.phone')}
          rules={[
            recordRule(
              async (value) =>
                (await recordRules.phones({ values: value ? [String(value)] : [], country: options.country }))?.problem ?? null,
            ),
          ]}
        >
          <PhoneInput />
        </SchemaField>
        <Space size={24} wrap>
          <SchemaField name="emergencyContact" valuePropName="checked" noStyle>
            <Checkbox>{t('family.emergencyContact')}</Checkbox>
          </SchemaField>
          <SchemaField name="nextOfKin" valuePropName="checked" noStyle>
            <Checkbox>{t('family.nextOfKin')}</Checkbox>
          </SchemaField>
        </Space>
      </SchemaForm>
    </AppModal>
  );
}
