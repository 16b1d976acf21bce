import { Button, Card, Col, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getKetsSetting,
  KETS_REQUIRED_FOR,
  NOTICE_UNITS,
  REST_DAYS,
  SALARY_PERIODS,
  saveKetsSetting,
  type KetsSetting,
} from '@tenaga/contracts/modules/employment-terms.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useSaveKetsSetting } from '../api/employment-terms.api.ts';

const SettingFormSchema = saveKetsSetting.body.omit({ version: true });
type SettingValues = Partial<Omit<KetsSetting, 'version'>> & Record<string, unknown>;

type Control = 'text' | 'long' | 'number' | 'decimal' | 'date' | 'restDay' | 'period' | 'requiredFor' | 'noticeUnit';
const GROUPS: readonly { key: string; fields: readonly [name: keyof Omit<KetsSetting, 'version'>, control: Control, wide?: boolean][] }[] =
  [
    {
      key: 'who',
      fields: [
        ['requiredFor', 'requiredFor'],
        ['requiredFrom', 'date'],
      ],
    },
    {
      key: 'details',
      fields: [
        ['mainDuties', 'long', true],
        ['placeOfWork', 'long', true],
      ],
    },
    {
      key: 'hours',
      fields: [
        ['workingArrangement', 'long', true],
        ['hoursPerDay', 'decimal'],
        ['daysPerWeek', 'decimal'],
        ['restDay', 'restDay'],
      ],
    },
    {
      key: 'salary',
      fields: [
        ['salaryPeriod', 'period'],
        ['salaryPaymentDates', 'text'],
        ['overtimePaymentPeriod', 'period'],
        ['overtimePaymentDates', 'text'],
        ['overtimeRate', 'decimal'],
        ['fixedAllowances', 'long', true],
        ['fixedDeductions', 'long', true],
        ['otherSalaryComponents', 'long', true],
      ],
    },
    {
      key: 'leave',
      fields: [
        ['annualLeaveDays', 'number'],
        ['outpatientSickLeaveDays', 'number'],
        ['hospitalisationLeaveDays', 'number'],
        ['otherLeave', 'long', true],
        ['medicalBenefits', 'long', true],
      ],
    },
    {
      key: 'others',
      fields: [
        ['probationMonths', 'number'],
        ['noticeValue', 'number'],
        ['noticeUnit', 'noticeUnit'],
      ],
    },
  ];

/**
 * Settings › Kets setting: the company's defaults for every employee's key employment terms, by the
 * sections of MOM's template, and who needs them. An employee's record and contract come first.
 */
export default function KetsSettingPage() {
  const { t } = useTranslation('employmentTerms');
  const { message } = useFeedback();
  const setting = useContractQuery(getKetsSetting);
  const save = useSaveKetsSetting();
  const readOnly = useMenuAccess('ketsSetting') !== 'edit';

  const control = (kind: Control) => {
    switch (kind) {
      case 'long':
        return <Input.TextArea rows={2} disabled={readOnly} />;
      case 'number':
        return <InputNumber min={0} max={366} precision={0} style={{ width: '100%' }} disabled={readOnly} />;
      case 'decimal':
        return <Input inputMode="decimal" disabled={readOnly} />;
      case 'date':
        return <DateInput style={{ width: '100%' }} allowClear disabled={readOnly} />;
      case 'restDay':
        return (
          <Select allowClear disabled={readOnly} options={REST_DAYS.map((day) => ({ value: day, label: t(`kets.restDays.${day}`) }))} />
        );
      case 'period':
        return (
          <Select
            allowClear
            disabled={readOnly}
            options={SALARY_PERIODS.map((period) => ({ value: period, label: t(`kets.salaryPeriods.${period}`) }))}
          />
        );
      case 'requiredFor':
        return (
          <Select disabled={readOnly} options={KETS_REQUIRED_FOR.map((who) => ({ value: who, label: t(`setting.requiredFor.${who}`) }))} />
        );
      case 'noticeUnit':
        return (
          <Select disabled={readOnly} options={NOTICE_UNITS.map((unit) => ({ value: unit, label: t(`contract.noticeUnits.${unit}`) }))} />
        );
      default:
        return <Input disabled={readOnly} />;
    }
  };

  return (
    <Page title={t('menu:ketsSetting')}>
      <QueryState isPending={setting.isPending} error={setting.error} onRetry={() => void setting.refetch()}>
        {setting.data && (
          <SchemaForm<typeof SettingFormSchema, SettingValues>
            schema={SettingFormSchema}
            initialValues={setting.data}
            onSubmit={async (values) => {
              await save.mutateAsync({ ...SettingFormSchema.parse(values), version: setting.data.version });
              message.success(t('setting.saved'));
            }}
            name="kets-setting"
            aria-label={t('menu:ketsSetting')}
          >
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('setting.intro')}
              </Typography.Paragraph>
              {GROUPS.map((group) => (
                <Card
                  key={group.key}
                  size="small"
                  title={
                    <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                      {t(`setting.groups.${group.key}`)}
                    </Typography.Title>
                  }
                >
                  <Row gutter={16}>
                    {group.fields.map(([name, kind, wide]) => (
                      <Col key={name} xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
                        <SchemaField name={name} label={t(`setting.fields.${name}`)}>
                          {control(kind)}
                        </SchemaField>
                      </Col>
                    ))}
                  </Row>
                </Card>
              ))}
              {!readOnly && (
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('common:save')}
                </Button>
              )}
            </Space>
          </SchemaForm>
        )}
      </QueryState>
    </Page>
  );
}
