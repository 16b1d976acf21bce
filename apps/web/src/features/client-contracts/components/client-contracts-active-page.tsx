import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientContract } from '@tenaga/contracts';
import { Page } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { ClientContractFormDrawer } from './client-contract-form-drawer.tsx';
import { ClientContractsList, profilePath } from './client-contracts-list.tsx';

/** Contracts › Active. A new contract opens its profile, where its locations are managed. */
export default function ClientContractsActivePage() {
  const { t } = useTranslation('clientContracts');
  const navigate = useNavigate();
  const canEdit = useMenuAccess('contractsActive') === 'edit';
  const [editing, setEditing] = useState<ClientContract | 'new' | null>(null);
  return (
    <Page
      title={t('menu:contractsActive')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )
      }
    >
      <ClientContractsList archived={false} onEdit={setEditing} />
      <ClientContractFormDrawer contract={editing} onClose={() => setEditing(null)} onCreated={(id) => void navigate(profilePath(id))} />
    </Page>
  );
}
