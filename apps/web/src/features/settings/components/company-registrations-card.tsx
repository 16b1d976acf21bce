import { useState } from 'react';
import { Button, Card, Col, Divider, Empty, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  listCompanyRegistrations,
  saveCompanyRegistrations,
  type CompanyCountryRegistrations,
} from '@tenaga/contracts/modules/company-registrations.contracts';
import { COMPANY_COUNTRIES, type CompanyCountry } from '@tenaga/contracts/region';
import { registrationsFor, type RegistrationKind } from '@tenaga/domain/company-registrations';
import { QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useRemoveCompanyCountry, useSaveRegistrations } from '../api/company-settings.queries.ts';

/** One country's numbers, each with its example and whether the kept value still has its format. */
function CountryRegistrations({
  entry,
  canEdit,
  countryName,
}: {
  readonly entry: Pick<CompanyCountryRegistrations, 'country' | 'home' | 'registrations'>;
  readonly canEdit: boolean;
  readonly countryName: string;
}) {
  const { t } = useTranslation('settings');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const save = useSaveRegistrations();
  const remove = useRemoveCompanyCountry();
  const initialValues = {
    registrations: Object.fromEntries(entry.registrations.map((registration) => [registration.kind, registration.value ?? ''])),
  };

  const confirmRemove = () =>
    modal.confirm({
      title: t('registrations.removeCountryTitle', { country: countryName }),
      content: t('registrations.removeCountryBody'),
      okText: t('common:remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () =>
        remove
          .mutateAsync(entry.country)
          .then(() => message.success(t('registrations.countryRemoved', { country: countryName })), showError),
    });

  return (
    <section aria-label={t('registrations.of', { country: countryName })}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {countryName} {entry.home && <Tag>{t('registrations.home')}</Tag>}
        </Typography.Title>
        {canEdit && !entry.home && (
          <Button danger type="link" onClick={confirmRemove}>
            {t('registrations.removeCountry')}
          </Button>
        )}
      </Space>
      <SchemaForm
        schema={saveCompanyRegistrations.body}
        name={`registrations-${entry.country}`}
        initialValues={initialValues}
        onSubmit={(values) =>
          save.mutateAsync({ country: entry.country, registrations: (values.registrations ?? {}) as Record<RegistrationKind, string> })
        }
        onSaved={() => message.success(t('registrations.saved', { country: countryName }))}
        aria-label={t('registrations.of', { country: countryName })}
      >
        <Row gutter={16}>
          {entry.registrations.map((registration) => (
            <Col xs={24} md={12} key={registration.kind}>
              <SchemaField
                name={['registrations', registration.kind]}
                label={
                  <Space size={4}>
                    {t(`registrations.kinds.${registration.kind}`)}
                    {registration.value !== null &&
                      (registration.valid ? (
                        <CheckCircleOutlined style={{ color: '#237804' }} aria-label={t('registrations.valid')} />
                      ) : (
                        <WarningOutlined style={{ color: '#ad4e00' }} aria-label={t('registrations.invalid')} />
                      ))}
                  </Space>
                }
                extra={t('registrations.example', { example: registration.example })}
              >
                <Input autoComplete="off" maxLength={40} disabled={!canEdit} placeholder={registration.example} />
              </SchemaField>
            </Col>
          ))}
        </Row>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common:save')}
          </Button>
        )}
      </SchemaForm>
    </section>
  );
}

/** The company's statutory registration numbers, per country it employs in; another country is added by choosing it. */
export function CompanyRegistrationsCard({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const registrations = useContractQuery(listCompanyRegistrations);
  const [added, setAdded] = useState<CompanyCountry | null>(null);
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  const listed = registrations.data ?? [];
  const others = COMPANY_COUNTRIES.filter((country) => !listed.some((entry) => entry.country === country));
  const pending = added && others.includes(added) ? added : null;

  return (
    <Card title={t('registrations.title')}>
      <Typography.Paragraph type="secondary">{t('registrations.help')}</Typography.Paragraph>
      <QueryState isPending={registrations.isPending} error={registrations.error} onRetry={() => void registrations.refetch()}>
        {listed.length === 0 && <Empty description={t('registrations.empty')} />}
        {listed.map((entry, index) => (
          <div key={entry.country}>
            {index > 0 && <Divider />}
            <CountryRegistrations entry={entry} canEdit={canEdit} countryName={countryNames.of(entry.country) ?? entry.country} />
          </div>
        ))}
        {pending && (
          <>
            <Divider />
            <CountryRegistrations
              entry={{
                country: pending,
                home: false,
                registrations: registrationsFor(pending).map((definition) => ({
                  kind: definition.kind,
                  value: null,
                  valid: false,
                  example: definition.example,
                  updatedAt: null,
                })),
              }}
              canEdit={canEdit}
              countryName={countryNames.of(pending) ?? pending}
            />
          </>
        )}
        {canEdit && others.length > 0 && !pending && (
          <>
            <Divider />
            <Space wrap>
              <Select
                aria-label={t('registrations.addCountry')}
                placeholder={t('registrations.addCountry')}
                style={{ minWidth: 220 }}
                value={null}
                options={others.map((country) => ({ value: country, label: countryNames.of(country) }))}
                onChange={(country: CompanyCountry) => setAdded(country)}
              />
            </Space>
          </>
        )}
      </QueryState>
    </Card>
  );
}
