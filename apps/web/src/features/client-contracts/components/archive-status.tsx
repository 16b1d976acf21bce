import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ArchivedTag } from '../../../components/archived-tag/archived-tag.tsx';
import { useRegion } from '../../../lib/session-context.tsx';

/** ARCHIVED with 'Archived on {date}' (the day in the company's time zone), as everywhere else; 'Active' otherwise. */
export function ArchiveStatus({ archivedAt }: { readonly archivedAt: number | null }) {
  const { t } = useTranslation('clientContracts');
  const region = useRegion();
  if (archivedAt === null) return <Tag color="green">{t('profile.active')}</Tag>;
  return <ArchivedTag cessationDate={dayjs(archivedAt).tz(region.timezone).format('YYYY-MM-DD')} />;
}
