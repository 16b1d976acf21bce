import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

export const isVersionConflict = (error: unknown) => error instanceof ApiError && error.code === 'VERSION_CONFLICT';

/** After a stale save (409): someone else saved first; reloading shows their version. */
export function ConflictAlert({ onReload }: { readonly onReload: () => void }) {
  const { t } = useTranslation('access');
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('errors:VERSION_CONFLICT')}
      description={t('roles.conflictHelp')}
      action={
        <Button size="small" onClick={onReload}>
          {t('common:reload')}
        </Button>
      }
    />
  );
}
