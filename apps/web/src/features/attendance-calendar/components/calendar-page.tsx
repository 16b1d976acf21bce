import { useState } from 'react';
import { Alert, Button, Empty, Grid, Input, Pagination, Segmented, Space, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listCalendarEvents, type CalendarEvent } from '@tenaga/contracts/modules/attendance-calendar.contracts';
import { listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { CalendarAgenda } from './calendar-agenda.tsx';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarLegend } from './calendar-legend.tsx';
import { CALENDAR_VIEWS, dateParam, datesOf, rangeOf, stepDate, type CalendarView } from './calendar-range.ts';
import { EventDetailDrawer } from './event-detail-drawer.tsx';

const PAGE_SIZE = 25;

/** The employee list's advanced filter, for whoever may see the list (its options come from there). */
function EmployeeFilter({ value, onChange }: { readonly value: FilterQuery; readonly onChange: (filter: FilterQuery) => void }) {
  const categories = useContractQuery(listEmployeeFilters);
  const options = useContractQuery(listEmployeeOptions);
  return (
    <AdvancedFilter
      categories={categories.data ?? []}
      loading={categories.isPending}
      value={value}
      onChange={onChange}
      employees={{ options: options.data ?? [], loading: options.isPending }}
    />
  );
}

/**
 * Attendance › Calendar: the month, week or day of the employees the user reaches (chosen with the
 * employee list's advanced filter and a search, a page at a time): each one's times at work,
 * scheduled shifts and public holidays, in their site's time zone; an event opens its detail.
 */
export default function CalendarPage() {
  const { t } = useTranslation('attendanceCalendar');
  const format = useFormat();
  const phone = !(Grid.useBreakpoint().md ?? true);
  // The filter's categories and people come from the employee list: offered to whoever may see it.
  const canFilter = useMenuAccess('employeeList') !== undefined;
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const [params, setParams] = useSearchParams();
  const requested = params.get('view') as CalendarView | null;
  const view: CalendarView = requested && CALENDAR_VIEWS.includes(requested) ? requested : phone ? 'day' : 'month';
  const date = dateParam(params.get('date'), today);
  const [filter, setFilter] = useState<FilterQuery>(EMPTY_FILTER_QUERY);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search, 300);
  const [open, setOpen] = useState<CalendarEvent | null>(null);

  const range = rangeOf(view, date);
  const navigate = (next: { view?: CalendarView; date?: string }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', next.view ?? view);
      updated.set('date', next.date ?? date);
      return updated;
    });
  const query = useContractQuery(
    listCalendarEvents,
    { body: { ...range, filter, search: debouncedSearch, start: (page - 1) * PAGE_SIZE, length: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  const data = query.data;
  const heading =
    view === 'day'
      ? format.calendarDate(range.from)
      : view === 'week'
        ? `${format.calendarDate(range.from)} – ${format.calendarDate(range.to)}`
        : new Intl.DateTimeFormat(currentLanguage(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            Date.parse(`${range.from}T00:00:00Z`),
          );

  return (
    <Page title={t('title')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Segmented<CalendarView>
            value={view}
            onChange={(next) => navigate({ view: next })}
            options={CALENDAR_VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
            aria-label={t('viewLabel')}
          />
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={t(`previous.${view}`)}
            onClick={() => navigate({ date: stepDate(view, date, -1) })}
          />
          <Button onClick={() => navigate({ date: today })}>{t('today')}</Button>
          <Button
            icon={<RightOutlined aria-hidden />}
            aria-label={t(`next.${view}`)}
            onClick={() => navigate({ date: stepDate(view, date, 1) })}
          />
          <Typography.Text strong aria-live="polite">
            {heading}
          </Typography.Text>
        </Space>
        <Space wrap style={{ width: '100%' }}>
          <Input.Search
            allowClear
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <CalendarLegend />
        </Space>
        {canFilter && (
          <EmployeeFilter
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        )}
        {query.isError && <Alert type="error" showIcon message={t('loadFailed')} />}
        <Spin spinning={query.isFetching} description={t('loading')}>
          {!data ? (
            <div style={{ minHeight: 160 }} />
          ) : data.employees.length === 0 ? (
            <Empty description={t(data.recordsTotal === 0 ? 'emptyNobody' : 'emptyNoMatch')} />
          ) : view === 'day' ? (
            <CalendarAgenda date={range.from} employees={data.employees} onOpen={setOpen} />
          ) : (
            <CalendarGrid dates={datesOf(range)} employees={data.employees} today={today} onOpen={setOpen} />
          )}
        </Spin>
        {data && data.recordsFiltered > PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.recordsFiltered}
            showSizeChanger={false}
            onChange={setPage}
            showTotal={(total) => t('employeesCount', { count: total })}
          />
        )}
      </Space>
      <EventDetailDrawer
        event={open}
        employeeName={open ? data?.employees.find((employee) => employee.id === open.employeeId)?.name : undefined}
        onClose={() => setOpen(null)}
      />
    </Page>
  );
}
