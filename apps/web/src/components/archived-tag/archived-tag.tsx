import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';

/**
 * ARCHIVED, with 'Archived on {date}' (the region's date format) on hover, keyboard focus or a
 * tap on a phone (spec §4). A click on it does not reach the row or list item around it.
 */
export function ArchivedTag({ cessationDate }: { readonly cessationDate: string }) {
  const { t } = useTranslation('widgets');
  const format = useFormat();
  return (
    <Tooltip title={t('archived.on', { date: format.calendarDate(cessationDate) })} trigger={['hover', 'focus', 'click']}>
      <Tag color="orange" tabIndex={0} style={{ marginInlineEnd: 0, cursor: 'help' }} onClick={(event) => event.stopPropagation()}>
        {t('archived.tag')}
      </Tag>
    </Tooltip>
  );
}
