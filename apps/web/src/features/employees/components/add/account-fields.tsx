import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { getRoleOptions } from '@tenaga/contracts/modules/users.contracts';
import { SchemaField } from '../../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { isUsernameAvailable } from '../../api/employees.queries.ts';

/**
 * The new employee's user account, when one is wanted: a username checked for availability as it
 * is typed (spec §5: 'Username is already used'), a password twice, and a role.
 */
export function AccountFields() {
  const { t } = useTranslation('employees');
  const form = Form.useFormInstance();
  const wanted = Form.useWatch('withAccount', form) === true;
  const roles = useContractQuery(getRoleOptions, undefined, { enabled: wanted });

  return (
    <>
      <Form.Item name="withAccount" valuePropName="checked" label={t('account.wanted')} extra={t('account.wantedHelp')}>
        <Switch />
      </Form.Item>
      {wanted && (
        <div style={{ maxWidth: 520 }}>
          <SchemaField
            name={['account', 'username']}
            label={t('account.username')}
            validateDebounce={500}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (!value?.trim()) return;
                  const available = await isUsernameAvailable(value.trim());
                  // An answer about what was typed before is no longer news.
                  if (!available && form.getFieldValue(['account', 'username']) === value) throw new Error(t('validation:usernameTaken'));
                },
              },
            ]}
          >
            <Input autoComplete="off" />
          </SchemaField>
          <SchemaField name={['account', 'password']} label={t('account.password')} extra={t('account.passwordHelp')}>
            <Input.Password autoComplete="new-password" />
          </SchemaField>
          <Form.Item
            name={['account', 'confirmPassword']}
            label={t('account.confirmPassword')}
            dependencies={[['account', 'password']]}
            rules={[
              { required: true, message: t('validation:required') },
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  if (value && value !== getFieldValue(['account', 'password'])) throw new Error(t('validation:passwordsDiffer'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <SchemaField name={['account', 'roleId']} label={t('account.role')}>
            <Select
              loading={roles.isPending}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.text }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </SchemaField>
        </div>
      )}
    </>
  );
}
