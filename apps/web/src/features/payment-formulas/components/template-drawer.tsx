import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Drawer, Empty, List, Segmented, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORMULA_COUNTRIES, listFormulaTemplates, type FormulaTemplate } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useCreatePaymentFormula } from '../api/payment-formulas.mutations.ts';
import { COUNTRY_OF_CURRENCY, kindOfTemplate } from './formula-words.ts';

/** The statutory templates of each country with their sources; adopting one makes a formula from it and opens it. */
export function TemplateDrawer({
  open,
  onClose,
  onAdopted,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onAdopted: (id: string) => void;
}) {
  const { t } = useTranslation(['paymentFormulas', 'payroll']);
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const create = useCreatePaymentFormula();
  const [country, setCountry] = useState<(typeof FORMULA_COUNTRIES)[number]>(COUNTRY_OF_CURRENCY[format.region.currency] ?? 'SG');
  const templates = useContractQuery(listFormulaTemplates, {}, { enabled: open });
  const shown = (templates.data ?? []).filter((template) => template.country === country);
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');

  const adopt = (template: FormulaTemplate) =>
    create
      .mutateAsync({
        name: t(`payroll:formula.templates.${template.id}`, { defaultValue: template.name }).slice(0, 120),
        kind: kindOfTemplate(template.id),
        country: template.country,
        description: '',
        source: template.source,
        effectiveFrom: today,
        templateId: template.id,
      })
      .then((created) => {
        message.success(t('templates.adopted', { name: created.name }));
        onClose();
        onAdopted(created.id);
      }, showError);

  return (
    <Drawer open={open} onClose={onClose} title={t('templates.title')} size="min(720px, 100vw)" destroyOnHidden>
      <Segmented
        block
        value={country}
        onChange={(value) => setCountry(value as typeof country)}
        options={FORMULA_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
        aria-label={t('fields.country')}
      />
      {templates.isPending ? (
        <Spin style={{ display: 'block', marginTop: 24 }} />
      ) : shown.length === 0 ? (
        <Empty description={t('templates.none')} />
      ) : (
        <List
          style={{ marginTop: 16 }}
          dataSource={shown}
          renderItem={(template) => (
            <Card
              size="small"
              style={{ marginBottom: 12 }}
              title={
                <span style={{ whiteSpace: 'normal' }}>
                  {t(`payroll:formula.templates.${template.id}`, { defaultValue: template.name })}
                </span>
              }
              extra={
                <Button type="primary" size="small" loading={create.isPending} onClick={() => void adopt(template)}>
                  {t('templates.adopt')}
                </Button>
              }
            >
              <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', margin: 0 }}>{template.source}</pre>
              <Typography.Text type="secondary">{t('templates.sources')}</Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {template.sources.map((source) => (
                  <li key={source.url + source.section}>
                    <Typography.Link href={source.url} target="_blank" rel="noreferrer">
                      {source.title}
                    </Typography.Link>{' '}
                    — {source.section} ({t('templates.checked', { date: format.calendarDate(source.checked) })})
                  </li>
                ))}
              </ul>
            </Card>
          )}
        />
      )}
    </Drawer>
  );
}
