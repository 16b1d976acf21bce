import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@tenaga/contracts';
import { Page } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../app/session-context.tsx';
import { ContractFormDrawer } from './contract-form-drawer.tsx';
import { ContractsList, profilePath } from './contracts-list.tsx';

/** Contracts › Active. A new contract opens its profile, where its locations are managed. */
export default function ContractsActivePage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const canEdit = useMenuAccess('contractsActive') === 'edit';
  const [editing, setEditing] = useState<Contract | 'new' | null>(null);
  return (
    <Page
      title={t('menu:contractsActive')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )
      }
    >
      <ContractsList archived={false} onEdit={setEditing} />
      <ContractFormDrawer contract={editing} onClose={() => setEditing(null)} onCreated={(id) => void navigate(profilePath(id))} />
    </Page>
  );
}
