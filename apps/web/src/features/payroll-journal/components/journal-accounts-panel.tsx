import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  getJournalSettings,
  JOURNAL_DIMENSIONS,
  JournalCodeAccountSchema,
  UpdateJournalSettingsBodySchema,
  type JournalSettings,
  type UpdateJournalSettingsBody,
} from '@tenaga/contracts/modules/payroll-journal.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { zodRule } from '../../../components/form/zod-rules.ts';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useUpdateJournalSettings } from '../api/payroll-journal.mutations.ts';

// Inside a Form.List a field's name is relative to its row: each one's rules come from the row's schema.
const ROW = JournalCodeAccountSchema.shape;
const rowRule = (field: keyof typeof ROW) => [zodRule(ROW[field])];

const DEFAULT_FIELDS = ['earningAccount', 'deductionAccount', 'employerAccount', 'employerPayableAccount', 'netPayAccount'] as const;

/** A pay line's label: the payrun's or this module's i18n key for the product's lines, the company's own name for a pay item. */
export function useLineLabel() {
  const { t } = useTranslation('payrollJournal');
  return (label: string) => (label.startsWith('payruns:lines.') || label.startsWith('payrollJournal:') ? t(label) : label);
}

/** The journal accounts: defaults per kind of line, an account per pay line, and what a cost centre is. */
export function JournalAccountsPanel({ canEdit }: { readonly canEdit: boolean }) {
  const settings = useContractQuery(getJournalSettings);
  return (
    <QueryState isPending={settings.isPending} error={settings.error} onRetry={() => void settings.refetch()}>
      {settings.data && <JournalAccountsForm settings={settings.data} canEdit={canEdit} />}
    </QueryState>
  );
}

function JournalAccountsForm({ settings, canEdit }: { readonly settings: JournalSettings; readonly canEdit: boolean }) {
  const { t } = useTranslation('payrollJournal');
  const { message } = useFeedback();
  const save = useUpdateJournalSettings();
  const lineLabel = useLineLabel();
  const { knownCodes, ...values } = settings;
  const codeOptions = knownCodes.map((known) => ({
    value: known.code,
    label: known.kind ? `${lineLabel(known.label)} (${t(`kinds.${known.kind}`)})` : lineLabel(known.label),
  }));
  const submit = async (body: UpdateJournalSettingsBody) => {
    await save.mutateAsync({ ...body, accounts: body.accounts ?? [], version: settings.version });
    message.success(t('settings.saved'));
  };

  return (
    <SchemaForm<typeof UpdateJournalSettingsBodySchema, UpdateJournalSettingsBody>
      schema={UpdateJournalSettingsBodySchema}
      initialValues={values}
      onSubmit={submit}
      aria-label={t('tabs.journalAccounts')}
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
        <SchemaField name="dimension" label={t('fields.dimension')}>
          <Select
            style={{ maxWidth: 320 }}
            disabled={!canEdit}
            options={JOURNAL_DIMENSIONS.map((dimension) => ({ value: dimension, label: t(`dimensions.${dimension}`) }))}
          />
        </SchemaField>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('settings.defaults')}
        </Typography.Title>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 16 }}>
          {DEFAULT_FIELDS.map((field) => (
            <SchemaField key={field} name={field} label={t(`fields.${field}`)}>
              <Input maxLength={20} autoComplete="off" />
            </SchemaField>
          ))}
        </div>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('settings.codeAccounts')}
        </Typography.Title>
        <Form.List name="accounts">
          {(rows, { add, remove }) => (
            <>
              {rows.length === 0 && <Typography.Paragraph type="secondary">{t('settings.noCodeAccounts')}</Typography.Paragraph>}
              {rows.map((row, index) => (
                <Space key={row.key} wrap align="start" style={{ display: 'flex', marginBottom: 8 }}>
                  <Form.Item name={[row.name, 'code']} rules={rowRule('code')} label={t('fields.code')} style={{ minWidth: 260 }}>
                    <Select
                      showSearch
                      disabled={!canEdit}
                      optionFilterProp="label"
                      placeholder={t('settings.choosePayLine')}
                      options={codeOptions}
                      style={{ width: 280 }}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'account']} rules={rowRule('account')} label={t('fields.account')}>
                    <Input maxLength={20} autoComplete="off" style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'description']} rules={rowRule('description')} label={t('fields.description')}>
                    <Input maxLength={120} style={{ width: 240 }} />
                  </Form.Item>
                  {canEdit && (
                    <Form.Item label=" ">
                      <Button
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('settings.removeFor', { number: index + 1 })}
                        onClick={() => remove(row.name)}
                      >
                        {t('settings.remove')}
                      </Button>
                    </Form.Item>
                  )}
                </Space>
              ))}
              {canEdit && (
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ code: undefined, account: '', description: '' })}>
                  {t('settings.add')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </fieldset>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 24 }}>
          {t('settings.save')}
        </Button>
      )}
    </SchemaForm>
  );
}
