import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HolidayCalendars } from '@tenaga/contracts';
import { placeName } from './calendar-place.ts';

/** Each client contract location and the holidays it follows (its own country or state, or the company's). */
export function LocationsTab({ calendars }: { readonly calendars: HolidayCalendars }) {
  const { t } = useTranslation('workCalendars');
  if (calendars.locations.length === 0) return <Empty description={t('locations.empty')} />;
  return (
    <List
      bordered
      dataSource={calendars.locations}
      renderItem={(location) => (
        <List.Item>
          <List.Item.Meta title={location.locationName} description={`${t('locations.contract')}: ${location.contractName}`} />
          <Typography.Text>{location.adopted ? t('follows', { place: placeName(t, location) }) : t('followsCompany')}</Typography.Text>
        </List.Item>
      )}
    />
  );
}
