import { Descriptions, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttendanceSettingTemplate } from '@tenaga/contracts/modules/attendance-settings.contracts';
import type { BandPay, DayTable, OvertimePolicy } from '@tenaga/domain';
import { currentLanguage } from '../../../lib/i18n.ts';

const countryName = (code: string) => new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;

const TABLES = [
  'normalDay',
  'restDay',
  'publicHoliday',
  'publicHolidayOnRestDay',
  'publicHolidayOnShortestDay',
  'specialDay',
  'specialDayOnRestDay',
] as const;

/** How a band is paid, in words. */
export function usePayWords() {
  const { t } = useTranslation('attendanceSettings');
  return (pay: BandPay) =>
    pay.kind === 'hourly'
      ? t('pay.hourly', { times: pay.times })
      : pay.kind === 'addition'
        ? t('pay.addition', { percent: pay.percent })
        : t('pay.days', { halfOrLess: pay.halfOrLess, moreThanHalf: pay.moreThanHalf });
}

/** The rate bands and the day tables of an overtime policy, read in words (they come from the statutory template). */
export function OvertimeTables({ policy }: { readonly policy: OvertimePolicy }) {
  // The bands' names are the attendance module's (attendance:bands.<id>), loaded on demand.
  const { t } = useTranslation(['attendanceSettings', 'attendance']);
  const payWords = usePayWords();
  const bands = new Map(policy.bands.map((band) => [band.id, band]));
  const bandWords = (id: string) => {
    const band = bands.get(id);
    const label = t(`attendance:bands.${id}`, { defaultValue: id });
    return band ? `${label} (${payWords(band.pay)})` : label;
  };
  const tableWords = (table: DayTable) =>
    table.tiers
      .map((tier) =>
        tier.fromMinute === 0
          ? t('tier.first', { band: bandWords(tier.band) })
          : t('tier.from', { hours: tier.fromMinute / 60, band: bandWords(tier.band) }),
      )
      .join('; ');
  const present = TABLES.flatMap((name) => {
    const table = policy[name];
    return table ? [{ name, table }] : [];
  });
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        ...present.map(({ name, table }) => ({ key: name, label: t(`tables.${name}`), children: tableWords(table) })),
        ...(policy.night
          ? [
              {
                key: 'night',
                label: t('tables.night'),
                children: t('tier.night', {
                  start: policy.night.start,
                  end: policy.night.end,
                  band: policy.night.band ? bandWords(policy.night.band) : t('tier.noBand'),
                }),
              },
            ]
          : []),
      ]}
    />
  );
}

/** The law a setting starts from, with links to its sources. */
export function TemplateSources({ template }: { readonly template: AttendanceSettingTemplate }) {
  const { t } = useTranslation('attendanceSettings');
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {template.effectiveFrom
          ? t('template.intro', { country: countryName(template.country), date: template.effectiveFrom })
          : t('template.fallback')}
      </Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        {template.sources.map((source) => (
          <li key={source.reference}>
            {source.url ? (
              <Typography.Link href={source.url} target="_blank" rel="noreferrer">
                {source.reference}
              </Typography.Link>
            ) : (
              source.reference
            )}
            <Typography.Text type="secondary">{` — ${source.title}`}</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

const RATE = /^\d{1,4}(\.\d{1,4})?$/;
const RATE_KEYS = { hourly: ['times'], addition: ['percent'], days: ['halfOrLess', 'moreThanHalf'] } as const;

/** Each rate band's pay, to change (the law sets minimums): times the hourly rate, a percentage on top, or days' pay. */
export function BandRateFields({ policy }: { readonly policy: OvertimePolicy }) {
  const { t } = useTranslation(['attendanceSettings', 'attendance']);
  const rules = [
    { required: true, message: t('validation:required') },
    { pattern: RATE, message: t('validation:requiredValidNumber') },
  ];
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }}>
      {policy.bands.map((band, index) => (
        <Space key={band.id} wrap align="start" role="group" aria-label={t(`attendance:bands.${band.id}`, { defaultValue: band.id })}>
          <Typography.Text style={{ display: 'inline-block', minWidth: 200, paddingTop: 34 }}>
            {t(`attendance:bands.${band.id}`, { defaultValue: band.id })}
          </Typography.Text>
          {RATE_KEYS[band.pay.kind].map((key) => (
            <Form.Item key={key} name={['bands', index, key]} label={t(`rates.${key}`)} rules={rules}>
              <Input inputMode="decimal" maxLength={9} style={{ width: 120 }} />
            </Form.Item>
          ))}
        </Space>
      ))}
    </Space>
  );
}
