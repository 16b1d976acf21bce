import { useState } from 'react';
import { Alert, Button, Select, Space, Switch, Tag, Typography } from 'antd';
import { GlobalOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  getHolidaySource,
  listHolidays,
  type HolidayCalendars,
  type HolidayRow,
  type HolidayRowKind,
} from '@tenaga/contracts/modules/work-calendars.contracts';
import type { HolidayCountry, MalaysianStateCode } from '@tenaga/domain';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDeleteHoliday, useTickHoliday } from '../api/work-calendars.mutations.ts';
import { AdoptDrawer } from './adopt-drawer.tsx';
import { countryName, placeName } from './calendar-place.ts';
import { HolidayFormDrawer } from './holiday-form-drawer.tsx';

const TYPE_COLOURS: Record<HolidayRowKind, string> = {
  public: 'blue',
  observed: 'geekblue',
  special: 'purple',
  collective: 'cyan',
  state: 'gold',
  company: 'green',
};

const COMPANY = 'company';

/** A year's holidays of one calendar: tick or untick standard ones, add and change the company's own. */
export function HolidaysTab({ calendars, canEdit }: { readonly calendars: HolidayCalendars; readonly canEdit: boolean }) {
  const { t } = useTranslation('workCalendars');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const thisYear = dayjs().year();
  const [year, setYear] = useState(thisYear);
  const [calendarKey, setCalendarKey] = useState<string>(COMPANY);
  const [editing, setEditing] = useState<HolidayRow | 'new' | null>(null);
  const [adopting, setAdopting] = useState<{ locationId?: string; country: HolidayCountry; state: MalaysianStateCode | null } | null>(null);
  const remove = useDeleteHoliday();
  const tick = useTickHoliday();

  const location = calendars.locations.find((entry) => entry.locationId === calendarKey);
  const locationId = location?.locationId;
  // A location without its own list follows the company's.
  const followed = location?.adopted ? location : calendars.company;
  const standard = useContractQuery(
    getHolidaySource,
    { query: { country: followed.country ?? 'SG', year } },
    { enabled: followed.adopted },
  );
  const weekday = new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', timeZone: 'UTC' });
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, ...(calendars.publishedYears[followed.country ?? ''] ?? [])])].sort();
  const ownCountry = (calendars.companyCountry as HolidayCountry) ?? 'SG';

  const confirmDelete = (row: HolidayRow) =>
    modal.confirm({
      title: t('delete.title', { name: row.name }),
      content: t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(row.id!).then(() => message.success(t('delete.done', { name: row.name })), showError),
    });

  const toggle = (row: HolidayRow, ticked: boolean) =>
    tick
      .mutateAsync({ ...(locationId && location?.adopted ? { locationId } : {}), date: row.date, ticked })
      .then(() => message.success(t(ticked ? 'toggle.on' : 'toggle.off', { name: row.name })), showError);

  const source = standard.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label={t('year')}
          value={year}
          onChange={setYear}
          style={{ width: 110 }}
          options={years.map((value) => ({ value, label: String(value) }))}
        />
        <Select
          aria-label={t('calendar')}
          value={calendarKey}
          onChange={setCalendarKey}
          style={{ minWidth: 220, maxWidth: '100%' }}
          popupMatchSelectWidth={false}
          options={[
            { value: COMPANY, label: t('companyCalendar') },
            ...calendars.locations.map((entry) => ({
              value: entry.locationId,
              label: t('locationCalendar', { contract: entry.contractName, location: entry.locationName }),
            })),
          ]}
        />
        {canEdit && (
          <Button
            icon={<GlobalOutlined aria-hidden />}
            onClick={() =>
              setAdopting({
                ...(locationId ? { locationId } : {}),
                country: (location?.adopted ? location.country : calendars.company.country) ?? ownCountry,
                state: (location?.adopted ? location.state : calendars.company.state) ?? null,
              })
            }
          >
            {(location ? location.adopted : calendars.company.adopted)
              ? t('adopt.change')
              : t('adopt.button', { country: countryName(followed.country ?? ownCountry) })}
          </Button>
        )}
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )}
      </Space>
      {followed.adopted ? (
        <Typography.Text type="secondary">
          {location && !location.adopted ? `${t('followsCompany')} · ` : ''}
          {t('follows', { place: placeName(t, followed) })}
          {source
            ? ` · ${t('source', source)}`
            : standard.isSuccess
              ? ` · ${t('unpublished', { place: placeName(t, followed), year })}`
              : ''}
        </Typography.Text>
      ) : (
        <Alert type="info" showIcon message={t('notAdopted')} />
      )}
      <DataTable
        contract={listHolidays}
        rowKey="key"
        filter={{ year, ...(locationId ? { locationId } : {}) }}
        emptyText={t('empty', { year })}
        columns={[
          { key: 'date', title: t('fields.date'), render: (row) => format.calendarDate(row.date) },
          { key: 'weekday', title: t('fields.weekday'), render: (row) => weekday.format(new Date(`${row.date}T00:00:00Z`)) },
          {
            key: 'name',
            title: t('fields.name'),
            render: (row) => (
              <>
                <Typography.Text delete={!row.ticked}>{row.name}</Typography.Text>
                {row.halfDay && <Tag style={{ marginInlineStart: 8 }}>{t('fields.halfDay')}</Tag>}
              </>
            ),
          },
          { key: 'kind', title: t('fields.type'), render: (row) => <Tag color={TYPE_COLOURS[row.kind]}>{t(`types.${row.kind}`)}</Tag> },
          {
            key: 'actions',
            title: t('fields.applies'),
            render: (row: HolidayRow) =>
              row.kind === 'company' ? (
                canEdit && <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => confirmDelete(row)} />
              ) : (
                <Switch
                  size="small"
                  checked={row.ticked}
                  disabled={!canEdit || tick.isPending}
                  aria-label={t('toggle.label', { name: row.name })}
                  onChange={(checked) => toggle(row, checked)}
                />
              ),
          },
        ]}
      />
      <HolidayFormDrawer item={editing} defaultDate={`${year}-01-01`} onClose={() => setEditing(null)} />
      <AdoptDrawer target={adopting} onClose={() => setAdopting(null)} />
    </Space>
  );
}
