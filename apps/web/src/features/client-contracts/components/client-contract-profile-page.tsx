import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Space } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getClientContract } from '@tenaga/contracts/modules/client-contracts.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { ClientContractFormDrawer } from './client-contract-form-drawer.tsx';
import { contractPeriod } from './client-contract-values.ts';
import { ArchiveStatus } from './archive-status.tsx';
import { ClientContractLocations } from './client-contract-locations.tsx';
import { useClientContractActions } from './use-client-contract-actions.tsx';
// Custom fields are a section of each record's page: the one piece of another feature this page shows.
import { CustomFieldsSection } from '../../../components/custom-fields/custom-fields-section.tsx';

/** The contract profile (spec named route contractProfile, /contracts/{id}/profile): its details and its locations. */
export default function ClientContractProfilePage() {
  const { t } = useTranslation('clientContracts');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const format = useFormat();
  const canEdit = useMenuAccess('contractsActive') === 'edit';
  const canRestore = useMenuAccess('contractsArchived') === 'edit';
  const canSeeArchived = useMenuAccess('contractsArchived') !== undefined;
  const actions = useClientContractActions();
  const [editing, setEditing] = useState(false);
  const query = useContractQuery(getClientContract, { params: { id } });
  const contract = query.data;

  const back = contract?.archived && canSeeArchived ? '/contracts/archived' : '/contracts/active';
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Page title={t('menu:contractProfile')}>
        <Result status="404" title={t('profile.notFound')} extra={<Link to="/contracts/active">{t('profile.back')}</Link>} />
      </Page>
    );
  }

  const changeable = canEdit && contract !== undefined && !contract.archived;
  return (
    <Page
      title={contract?.name ?? t('menu:contractProfile')}
      extra={
        contract && (
          <Space wrap>
            {changeable && (
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                {t('common:edit')}
              </Button>
            )}
            {changeable && (
              <Button icon={<InboxOutlined aria-hidden />} onClick={() => actions.archive(contract)}>
                {t('archive.open')}
              </Button>
            )}
            {contract.archived && canRestore && (
              <Button type="primary" icon={<UndoOutlined aria-hidden />} onClick={() => actions.restore(contract)}>
                {t('restore.open')}
              </Button>
            )}
            {canEdit && (
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => actions.remove(contract, () => void navigate(back))}>
                {t('delete.open')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Link to={back} style={{ display: 'inline-flex', gap: 6, marginBottom: 16 }}>
        <ArrowLeftOutlined aria-hidden />
        {t('profile.back')}
      </Link>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {contract && (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {contract.archived && <Alert type="info" showIcon title={t('profile.readOnly')} />}
            <Card title={t('profile.details')} size="small">
              <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
                <Descriptions.Item label={t('columns.client')}>{contract.client || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('columns.period')}>
                  {contractPeriod(contract, { date: format.calendarDate, t })}
                </Descriptions.Item>
                <Descriptions.Item label={t('profile.status')}>
                  <ArchiveStatus archivedAt={contract.archived ? contract.archivedAt : null} />
                </Descriptions.Item>
                <Descriptions.Item label={t('profile.activeLocations')}>{format.count(contract.locationCount)}</Descriptions.Item>
                <Descriptions.Item label={t('profile.employees')}>{format.count(contract.employeeCount)}</Descriptions.Item>
              </Descriptions>
            </Card>
            <ClientContractLocations contract={contract} canEdit={changeable} />
            <CustomFieldsSection location="contract" recordId={contract.id} readOnly={contract.archived} size="small" />
          </Space>
        )}
      </QueryState>
      {contract && <ClientContractFormDrawer contract={editing ? contract : null} onClose={() => setEditing(false)} />}
    </Page>
  );
}
