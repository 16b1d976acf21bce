import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A second password field that must match `field`. */
export function ConfirmPasswordField({ label, field = 'password' }: { readonly label: string; readonly field?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="confirmPassword"
      label={label}
      dependencies={[field]}
      rules={[
        { required: true, message: t('validation:required') },
        ({ getFieldValue }) => ({
          validator: async (_, value) => {
            if (value && value !== getFieldValue(field)) throw new Error(t('validation:passwordsDiffer'));
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
