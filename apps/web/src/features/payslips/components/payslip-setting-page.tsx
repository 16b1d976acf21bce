import { Button, Card, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getPayslipSetting,
  PAYSLIP_LANGUAGE_RULES,
  PAYSLIP_PROTECTIONS,
  savePayslipSetting,
  type PayslipSetting,
} from '@tenaga/contracts/modules/payslips.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useSavePayslipSetting } from '../api/payslips.api.ts';

const FormSchema = savePayslipSetting.body.omit({ version: true });
type Values = Partial<Omit<PayslipSetting, 'version'>> & Record<string, unknown>;

/** Settings › Payslip settings: the language payslips are written in and the password their PDF opens with. */
export default function PayslipSettingPage() {
  const { t } = useTranslation('payslips');
  const { message } = useFeedback();
  const setting = useContractQuery(getPayslipSetting);
  const save = useSavePayslipSetting();
  const readOnly = useMenuAccess('payslipSettings') !== 'edit';
  return (
    <Page title={t('menu:payslipSettings')}>
      <QueryState isPending={setting.isPending} error={setting.error} onRetry={() => void setting.refetch()}>
        {setting.data && (
          <SchemaForm<typeof FormSchema, Values>
            schema={FormSchema}
            initialValues={setting.data}
            onSubmit={async (values) => {
              await save.mutateAsync({ ...FormSchema.parse(values), version: setting.data.version });
              message.success(t('saved'));
            }}
            name="payslip-setting"
            aria-label={t('menu:payslipSettings')}
          >
            <Card size="small" style={{ maxWidth: 640 }}>
              <Typography.Paragraph type="secondary">{t('settingHelp')}</Typography.Paragraph>
              <SchemaField name="language" label={t('fields.language')}>
                <Select
                  disabled={readOnly}
                  options={PAYSLIP_LANGUAGE_RULES.map((rule) => ({ value: rule, label: t(`languageRules.${rule}`) }))}
                />
              </SchemaField>
              <SchemaField name="protection" label={t('fields.protection')}>
                <Select
                  disabled={readOnly}
                  options={PAYSLIP_PROTECTIONS.map((rule) => ({ value: rule, label: t(`protections.${rule}`) }))}
                />
              </SchemaField>
              {!readOnly && (
                <Space>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    {t('common:save')}
                  </Button>
                </Space>
              )}
            </Card>
          </SchemaForm>
        )}
      </QueryState>
    </Page>
  );
}
