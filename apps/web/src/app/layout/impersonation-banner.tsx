import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { stopImpersonating } from '../../features/auth/api/auth.mutations.ts';
import { useAuthenticatedSession } from '../../lib/session-context.tsx';

/** While an administrator acts as someone, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const { me } = useAuthenticatedSession();
  const [leaving, setLeaving] = useState(false);
  if (!me.userInfo.impersonatedBy) return null;
  return (
    <Alert
      type="warning"
      banner
      role="status"
      title={t('impersonating', { name: me.userInfo.fullName })}
      action={
        <Button
          size="small"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void stopImpersonating().finally(() => setLeaving(false));
          }}
        >
          {t('backToMyAccount')}
        </Button>
      }
    />
  );
}
