import { useRef } from 'react';
import { Button, Card, Image, Space, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOGO_LIMITS } from '@tenaga/domain';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useCompanyLogoUrl } from '../../../lib/company-logo.ts';
import { useRemoveCompanyLogo, useSaveCompanyLogo } from '../api/company-settings.queries.ts';
import { fileToBase64 } from '../../../lib/file-data.ts';

/** The logo shown in every page's header and on payslips: a PNG or JPEG under 500 kB, chosen, replaced or removed. */
export function CompanyLogoCard({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const url = useCompanyLogoUrl();
  const save = useSaveCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') return void message.error(t('validation:logoType'));
    if (file.size >= LOGO_LIMITS.maxBytes) return void message.error(t('validation:logoSize'));
    save.mutate(await fileToBase64(file), { onSuccess: () => message.success(t('logo.saved')), onError: showError });
  };
  const confirmRemove = () =>
    modal.confirm({
      title: t('logo.removeTitle'),
      content: t('logo.removeBody'),
      okText: t('common:remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync({}).then(() => message.success(t('logo.removed')), showError),
    });

  return (
    <Card title={t('logo.title')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {url ? (
          <Image src={url} alt={t('logo.alt')} preview={false} style={{ maxHeight: 96, maxWidth: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{t('logo.none')}</Typography.Text>
        )}
        <Typography.Text type="secondary">{t('logo.help', { min: LOGO_LIMITS.minPixels, max: LOGO_LIMITS.maxPixels })}</Typography.Text>
        {canEdit && (
          <Space wrap>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              aria-label={t('logo.choose')}
              onChange={(event) => void choose(event.target.files?.[0]).finally(() => (event.target.value = ''))}
            />
            <Button icon={<UploadOutlined aria-hidden />} loading={save.isPending} onClick={() => input.current?.click()}>
              {url ? t('logo.replace') : t('logo.choose')}
            </Button>
            {url && (
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} onClick={confirmRemove}>
                {t('logo.remove')}
              </Button>
            )}
          </Space>
        )}
      </Space>
    </Card>
  );
}
