import { useEffect, useState } from 'react';
import { Button, Image, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPunchPhoto } from '@tenaga/contracts/modules/attendance-calendar.contracts';
import { callApiForFile } from '../../lib/api-client.ts';
import { contractKey } from '../../lib/contract-key.ts';

/**
 * The photo taken with a punch, for HR and the employee's manager (the calendar's event detail,
 * Resolve): fetched when asked for, since a day of punches need not download every photo.
 */
export function PunchPhoto({ punchId }: { readonly punchId: string }) {
  const { t } = useTranslation('attendance');
  const [wanted, setWanted] = useState(false);
  const photo = useQuery({
    queryKey: contractKey(getPunchPhoto, { params: { id: punchId } }),
    queryFn: ({ signal }) => callApiForFile(getPunchPhoto, { params: { id: punchId }, signal }).then((file) => file.blob),
    enabled: wanted,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return setUrl(null);
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);

  if (url) return <Image src={url} alt={t('photo.ofPunch')} width={120} style={{ borderRadius: 6 }} />;
  if (photo.isError) return <Typography.Text type="danger">{t('photo.unavailable')}</Typography.Text>;
  return (
    <Button size="small" icon={<CameraOutlined aria-hidden />} loading={photo.isFetching} onClick={() => setWanted(true)}>
      {t('photo.show')}
    </Button>
  );
}
