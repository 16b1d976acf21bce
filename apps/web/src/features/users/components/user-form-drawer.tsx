import { Form, Input, Radio, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldLevel } from '@tenaga/contracts/access';
import { getMenuFieldLevels } from '@tenaga/contracts/modules/roles.contracts';
import {
  CreateUserBodySchema,
  getRoleOptions,
  getUnassignedEmployees,
  type PasswordSetup,
  type User,
} from '@tenaga/contracts/modules/users.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { ConfirmPasswordField } from '../../../components/form/confirm-password-field.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { isUsernameAvailable, useCreateUser, useUpdateUser } from '../api/users.queries.ts';
import { changedFields, toFormValues, type UserFormValues } from './user-form-values.ts';

type Field = 'username' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'employeeId' | 'active';

/**
 * Adds an account or changes one. Fields the caller's role may not see are left out and those it
 * may only view are read-only (field-level permissions); only what changed is sent.
 */
export function UserFormDrawer({
  user,
  onClose,
  canEdit,
}: {
  readonly user: User | 'new' | null;
  readonly onClose: () => void;
  readonly canEdit: boolean;
}) {
  const { t } = useTranslation('users');
  const { message } = useFeedback();
  const format = useFormat();
  const [form] = Form.useForm<UserFormValues>();
  const open = user !== null;
  const creating = user === 'new';
  const existing = user !== 'new' ? user : null;
  const roles = useContractQuery(getRoleOptions, undefined, { enabled: open });
  const employees = useContractQuery(getUnassignedEmployees, undefined, { enabled: open && canEdit });
  // What the caller may see and change of other people's accounts (field-level permissions).
  const levels = useContractQuery(getMenuFieldLevels, { params: { menu: 'users' } }, { enabled: open });
  const create = useCreateUser();
  const update = useUpdateUser();
  const passwordSetup = Form.useWatch('passwordSetup', form) as PasswordSetup | undefined;

  const level = (field: Field): FieldLevel => {
    if (!canEdit) return existing && !(field in existing) ? 'none' : 'view';
    // One's own role and status stay as they are (the server refuses it too).
    if (existing?.self && (field === 'roleId' || field === 'active')) return 'view';
    return (levels.data?.user?.[field] as FieldLevel | undefined) ?? 'edit';
  };
  const shown = (field: Field) => level(field) !== 'none';
  const readOnly = (field: Field) => level(field) !== 'edit';

  const initialValues = toFormValues(existing);
  const employeeOptions = [
    ...(existing?.employeeId && existing.employeeName ? [{ value: existing.employeeId, label: existing.employeeName }] : []),
    ...(employees.data ?? []).map((employee) => ({ value: employee.id, label: employee.text })),
  ];

  const submit = async (values: UserFormValues) => {
    if (creating) {
      const { confirmPassword: _, password, ...body } = values;
      const invite = values.passwordSetup !== 'password';
      await create.mutateAsync({
        ...body,
        username: values.username ?? '',
        firstName: values.firstName ?? '',
        roleId: values.roleId ?? '',
        passwordSetup: invite ? 'invite' : 'password',
        ...(invite ? {} : { password: password ?? '' }),
      });
      const name = `${values.firstName} ${values.lastName ?? ''}`.trim();
      message.success(invite ? t('form.invited', { name, email: values.email }) : t('form.added', { name }));
    } else if (existing) {
      const changes = changedFields(initialValues, values);
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: existing.id, version: existing.version, ...changes });
      message.success(t('form.saved'));
    }
  };

  return (
    <FormDrawer
      open={open}
      title={creating ? t('add') : existing?.fullName}
      form={form}
      onClose={onClose}
      width={520}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <SchemaForm
        schema={CreateUserBodySchema}
        form={form}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={creating ? t('add') : t('edit')}
      >
        <Space.Compact block style={{ gap: 12 }}>
          {shown('firstName') && (
            <SchemaField name="firstName" label={t('form.firstName')} style={{ flex: 1 }}>
              <Input autoComplete="off" disabled={readOnly('firstName')} autoFocus={creating} />
            </SchemaField>
          )}
          {shown('lastName') && (
            <SchemaField name="lastName" label={t('form.lastName')} style={{ flex: 1 }}>
              <Input autoComplete="off" disabled={readOnly('lastName')} />
            </SchemaField>
          )}
        </Space.Compact>
        {shown('username') && (
          <SchemaField
            name="username"
            label={t('form.username')}
            extra={t('form.usernameHelp')}
            validateDebounce={500}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (!value || value === existing?.username) return;
                  const available = await isUsernameAvailable(value, existing?.id);
                  // An answer about what was typed before is no longer news.
                  if (!available && form.getFieldValue('username') === value) throw new Error(t('validation:usernameTaken'));
                },
              },
            ]}
          >
            <Input autoComplete="off" disabled={readOnly('username')} />
          </SchemaField>
        )}
        {shown('email') && (
          <SchemaField
            name="email"
            label={t('form.email')}
            extra={creating && passwordSetup !== 'password' ? t('form.emailInviteHelp') : t('form.emailHelp')}
            // The invitation is mailed: the server refuses one without an address too.
            rules={creating && passwordSetup !== 'password' ? [{ required: true, message: t('validation:required') }] : []}
          >
            <Input type="email" autoComplete="off" disabled={readOnly('email')} />
          </SchemaField>
        )}
        {shown('roleId') && (
          <SchemaField name="roleId" label={t('form.role')} extra={existing?.self ? t('form.ownRole') : undefined}>
            <Select
              disabled={readOnly('roleId')}
              loading={roles.isPending}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.text }))}
              placeholder={t('form.chooseRole')}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </SchemaField>
        )}
        {shown('employeeId') && (
          <SchemaField name="employeeId" label={t('form.employee')} extra={t('form.employeeHelp')}>
            <Select
              allowClear
              disabled={readOnly('employeeId')}
              loading={employees.isPending}
              options={employeeOptions}
              placeholder={t('form.noEmployee')}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </SchemaField>
        )}
        {shown('active') && (
          <SchemaField
            name="active"
            label={t('form.active')}
            valuePropName="checked"
            extra={existing?.self ? t('form.ownStatus') : t('form.activeHelp')}
          >
            <Switch disabled={readOnly('active')} />
          </SchemaField>
        )}
        {creating && (
          <SchemaField name="passwordSetup" label={t('form.passwordSetup')}>
            <Radio.Group>
              <Space direction="vertical">
                <Radio value="invite">{t('form.setupInvite')}</Radio>
                <Radio value="password">{t('form.setupPassword')}</Radio>
              </Space>
            </Radio.Group>
          </SchemaField>
        )}
        {creating && passwordSetup === 'password' && (
          <>
            <SchemaField name="password" label={t('form.password')} extra={t('form.passwordHelp')}>
              <Input.Password autoComplete="new-password" />
            </SchemaField>
            <ConfirmPasswordField label={t('form.confirmPassword')} />
          </>
        )}
        {existing && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('form.createdOn', { date: format.date(existing.createdAt) })}
          </Typography.Paragraph>
        )}
      </SchemaForm>
    </FormDrawer>
  );
}
