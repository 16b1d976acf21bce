import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../../lib/contrast.ts';
import { HOLIDAY_COLOUR, LEGEND_TYPES, PENDING_TIME_OFF_COLOUR, TYPE_COLOURS, TYPE_KEYS } from './event-style.ts';

/** What each colour means: spec §4's event types and the public holidays. */
export function CalendarLegend() {
  const { t } = useTranslation('attendanceCalendar');
  const entries = [
    ...LEGEND_TYPES.flatMap((type) => [
      { key: String(type), label: t(TYPE_KEYS[type]), colour: TYPE_COLOURS[type] },
      ...(type === 0 ? [{ key: 'pendingTimeOff', label: t('types.pendingTimeOff'), colour: PENDING_TIME_OFF_COLOUR }] : []),
    ]),
    { key: 'holiday', label: t('types.holiday'), colour: HOLIDAY_COLOUR },
  ];
  return (
    <Space wrap size={[4, 4]} role="list" aria-label={t('legend')}>
      {entries.map((entry) => (
        <Tag
          key={entry.key}
          role="listitem"
          color={entry.colour}
          variant="solid"
          style={{ color: textOn(entry.colour), marginInlineEnd: 0 }}
        >
          {entry.label}
        </Tag>
      ))}
    </Space>
  );
}
