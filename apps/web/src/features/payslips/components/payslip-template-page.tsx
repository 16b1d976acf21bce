import { Button, Card, Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getPayslipTemplate, savePayslipTemplate, type PayslipTemplate } from '@tenaga/contracts/modules/payslips.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useSavePayslipTemplate } from '../api/payslips.api.ts';

const FormSchema = savePayslipTemplate.body.omit({ version: true });
type Values = Partial<Omit<PayslipTemplate, 'version'>> & Record<string, unknown>;
const SECTIONS = ['showSummary', 'showEmployerContributions', 'showYtd', 'showLogo', 'showAddress'] as const;

/** Settings › Payslip templates: which sections each payslip shows. */
export default function PayslipTemplatePage() {
  const { t } = useTranslation('payslips');
  const { message } = useFeedback();
  const template = useContractQuery(getPayslipTemplate);
  const save = useSavePayslipTemplate();
  const readOnly = useMenuAccess('payslipTemplates') !== 'edit';
  return (
    <Page title={t('menu:payslipTemplates')}>
      <QueryState isPending={template.isPending} error={template.error} onRetry={() => void template.refetch()}>
        {template.data && (
          <SchemaForm<typeof FormSchema, Values>
            schema={FormSchema}
            initialValues={template.data}
            onSubmit={async (values) => {
              await save.mutateAsync({ ...FormSchema.parse(values), version: template.data.version });
              message.success(t('saved'));
            }}
            name="payslip-template"
            aria-label={t('menu:payslipTemplates')}
          >
            <Card size="small" style={{ maxWidth: 640 }}>
              <Typography.Paragraph type="secondary">{t('templateHelp')}</Typography.Paragraph>
              {SECTIONS.map((name) => (
                <SchemaField key={name} name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox disabled={readOnly}>{t(`fields.${name}`)}</Checkbox>
                </SchemaField>
              ))}
              {!readOnly && (
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('common:save')}
                </Button>
              )}
            </Card>
          </SchemaForm>
        )}
      </QueryState>
    </Page>
  );
}
