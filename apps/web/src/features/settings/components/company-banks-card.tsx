import { useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CompanyBankAccountBodySchema, listCompanyBanks, type CompanyBankAccount } from '@tenaga/contracts/modules/company-banks.contracts';
import { getCompany } from '@tenaga/contracts/modules/companies.contracts';
import { listCountryBanks } from '@tenaga/contracts/modules/countries.contracts';
import { COMPANY_COUNTRIES, COUNTRY_DEFAULTS, CURRENCIES, type CompanyCountry } from '@tenaga/contracts/region';
import { QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCreateCompanyBank, useDeleteCompanyBank, useUpdateCompanyBank } from '../api/company-settings.queries.ts';

type Values = {
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  branch?: string | null;
  currency?: string;
  isDefault?: boolean;
};

/** Adds an account or changes one: the bank from its country's list, the number checked by the bank's digits (spec §5). */
function BankAccountDrawer({
  account,
  homeCountry,
  onClose,
}: {
  readonly account: CompanyBankAccount | 'new' | null;
  readonly homeCountry: CompanyCountry;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const existing = account === 'new' ? null : account;
  const [country, setCountry] = useState<CompanyCountry>(existing?.country ?? homeCountry);
  const banks = useContractQuery(listCountryBanks, { params: { code: country } });
  const create = useCreateCompanyBank();
  const update = useUpdateCompanyBank();
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  const bankCode = Form.useWatch('bankCode', form);
  const digits = banks.data?.find((bank) => bank.value === bankCode)?.accountDigits;

  const submit = async (values: Values) => {
    const body = {
      bankCode: values.bankCode ?? '',
      accountNumber: values.accountNumber ?? '',
      accountName: values.accountName ?? '',
      branch: values.branch?.trim() ? values.branch : null,
      currency: (values.currency ?? COUNTRY_DEFAULTS[country].currency) as CompanyBankAccount['currency'],
      isDefault: values.isDefault ?? false,
    };
    if (existing) await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
    else await create.mutateAsync(body);
    message.success(t('banks.saved'));
  };

  return (
    <FormDrawer
      open={account !== null}
      title={existing ? t('banks.editTitle') : t('banks.newTitle')}
      form={form}
      onClose={onClose}
      width={480}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <Form.Item label={t('banks.country')} htmlFor="bank-country">
        <Select
          id="bank-country"
          value={country}
          options={COMPANY_COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) }))}
          onChange={(next: CompanyCountry) => {
            setCountry(next);
            form.setFieldsValue({ bankCode: undefined, currency: COUNTRY_DEFAULTS[next].currency });
          }}
        />
      </Form.Item>
      <SchemaForm
        schema={CompanyBankAccountBodySchema}
        form={form}
        name="companyBank"
        initialValues={
          existing
            ? { ...existing, branch: existing.branch ?? '' }
            : { currency: COUNTRY_DEFAULTS[homeCountry].currency, isDefault: false, branch: '' }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('banks.title')}
      >
        <SchemaField name="bankCode" label={t('banks.bank')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={banks.isPending}
            options={(banks.data ?? []).map((bank) => ({ value: bank.value, label: bank.label }))}
          />
        </SchemaField>
        <SchemaField
          name="accountNumber"
          label={t('banks.accountNumber')}
          extra={digits ? t('banks.digitsHelp', { digits: digits.join(' / ') }) : undefined}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={40} />
        </SchemaField>
        <SchemaField name="accountName" label={t('banks.accountName')}>
          <Input maxLength={120} />
        </SchemaField>
        <SchemaField name="branch" label={t('banks.branch')}>
          <Input maxLength={120} />
        </SchemaField>
        <SchemaField name="currency" label={t('banks.currency')}>
          <Select options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
        </SchemaField>
        <SchemaField name="isDefault" valuePropName="checked" extra={t('banks.defaultHelp')}>
          <Checkbox>{t('banks.default')}</Checkbox>
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}

/** The accounts the company's payruns pay salaries from; the default one first. */
export function CompanyBanksCard({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const accounts = useContractQuery(listCompanyBanks);
  const company = useContractQuery(getCompany);
  const remove = useDeleteCompanyBank();
  const [editing, setEditing] = useState<CompanyBankAccount | 'new' | null>(null);

  const confirmRemove = (account: CompanyBankAccount) =>
    modal.confirm({
      title: t('banks.removeTitle', { bank: account.bankName, number: account.accountNumber }),
      content: account.isDefault ? t('banks.removeDefault') : t('banks.removeBody'),
      okText: t('common:remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(account.id).then(() => message.success(t('banks.removed')), showError),
    });

  return (
    <Card title={t('banks.title')}>
      {canEdit && (
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
          {t('banks.add')}
        </Button>
      )}
      <QueryState isPending={accounts.isPending} error={accounts.error} onRetry={() => void accounts.refetch()}>
        <div data-table-label={t('banks.title')}>
          <Table<CompanyBankAccount>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={accounts.data ?? []}
            locale={{ emptyText: t('banks.empty') }}
            columns={[
              {
                key: 'bank',
                title: t('banks.bank'),
                render: (_, account) => (
                  <Space size={4} wrap>
                    {account.bankName}
                    {account.isDefault && <Tag color="blue">{t('banks.default')}</Tag>}
                  </Space>
                ),
              },
              { key: 'accountNumber', title: t('banks.accountNumber'), render: (_, account) => account.accountNumber },
              { key: 'accountName', title: t('banks.accountName'), render: (_, account) => account.accountName },
              { key: 'branch', title: t('banks.branch'), render: (_, account) => account.branch ?? '—' },
              { key: 'currency', title: t('banks.currency'), render: (_, account) => account.currency },
              ...(canEdit
                ? [
                    {
                      key: 'actions',
                      title: t('banks.actions'),
                      render: (_: unknown, account: CompanyBankAccount) => (
                        <Space
                          size={0}
                          role="group"
                          aria-label={t('banks.actionsFor', { bank: account.bankName, number: account.accountNumber })}
                        >
                          <Button
                            type="link"
                            size="small"
                            icon={<EditOutlined aria-hidden />}
                            aria-label={t('banks.editOne', { bank: account.bankName, number: account.accountNumber })}
                            onClick={() => setEditing(account)}
                          />
                          <Button
                            type="link"
                            size="small"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('banks.removeOne', { bank: account.bankName, number: account.accountNumber })}
                            onClick={() => confirmRemove(account)}
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
      {company.data && (
        <BankAccountDrawer
          key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
          account={editing}
          homeCountry={company.data.countryCode}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
