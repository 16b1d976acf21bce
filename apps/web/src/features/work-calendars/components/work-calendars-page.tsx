import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getHolidayCalendars } from '@tenaga/contracts/modules/work-calendars.contracts';
import { Page } from '../../../components/page/page.tsx';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { HolidaysTab } from './holidays-tab.tsx';
import { LocationsTab } from './locations-tab.tsx';
import { WeeksTab } from './weeks-tab.tsx';

/** Settings › Public holiday: the calendars' official and company holidays, the working weeks, and what each location follows. */
export default function WorkCalendarsPage() {
  const { t } = useTranslation('workCalendars');
  const canEdit = useMenuAccess('publicHoliday') === 'edit';
  const calendars = useContractQuery(getHolidayCalendars, {});

  return (
    <Page title={t('menu:publicHoliday')}>
      {calendars.data ? (
        <PageTabs
          items={[
            { key: 'holidays', label: t('tabs.holidays'), children: <HolidaysTab calendars={calendars.data} canEdit={canEdit} /> },
            { key: 'weeks', label: t('tabs.weeks'), children: <WeeksTab calendars={calendars.data} canEdit={canEdit} /> },
            { key: 'locations', label: t('tabs.locations'), children: <LocationsTab calendars={calendars.data} /> },
          ]}
        />
      ) : (
        <Spin spinning={calendars.isLoading} style={{ display: 'block', padding: 48 }} />
      )}
    </Page>
  );
}
