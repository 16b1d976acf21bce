import { Button, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  listActiveClientContracts,
  listArchivedClientContracts,
  type ClientContract,
} from '@tenaga/contracts/modules/client-contracts.contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { contractPeriod } from './client-contract-values.ts';
import { useClientContractActions } from './use-client-contract-actions.tsx';

export const profilePath = (id: string) => `/contracts/${id}/profile`;

/** The active or the archived contracts (spec §4), each opening its profile. */
export function ClientContractsList({
  archived,
  onEdit,
}: {
  readonly archived: boolean;
  readonly onEdit?: (contract: ClientContract) => void;
}) {
  const { t } = useTranslation('clientContracts');
  const format = useFormat();
  const activeAccess = useMenuAccess('contractsActive');
  const canEditActive = activeAccess === 'edit';
  const canRestore = useMenuAccess('contractsArchived') === 'edit';
  const actions = useClientContractActions();

  const name = (contract: ClientContract) =>
    activeAccess ? (
      <Link to={profilePath(contract.id)} aria-label={`${t('openProfile')}: ${contract.name}`}>
        {contract.name}
      </Link>
    ) : (
      <Typography.Text>{contract.name}</Typography.Text>
    );

  const rowActions = (contract: ClientContract) => (
    <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: contract.name })}>
      {!archived && canEditActive && onEdit && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined aria-hidden />}
          onClick={() => onEdit(contract)}
          aria-label={`${t('common:edit')}: ${contract.name}`}
        >
          {t('common:edit')}
        </Button>
      )}
      {!archived && canEditActive && (
        <Button
          type="link"
          size="small"
          icon={<InboxOutlined aria-hidden />}
          onClick={() => actions.archive(contract)}
          aria-label={`${t('archive.open')}: ${contract.name}`}
        >
          {t('archive.open')}
        </Button>
      )}
      {archived && canRestore && (
        <Button
          type="link"
          size="small"
          icon={<UndoOutlined aria-hidden />}
          onClick={() => actions.restore(contract)}
          aria-label={`${t('restore.open')}: ${contract.name}`}
        >
          {t('restore.open')}
        </Button>
      )}
      {canEditActive && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => actions.remove(contract)}
          aria-label={`${t('delete.open')}: ${contract.name}`}
        >
          {t('delete.open')}
        </Button>
      )}
    </Space>
  );

  const columns: DataTableColumn<ClientContract>[] = [
    { key: 'name', title: t('columns.name'), sortable: true, render: name },
    { key: 'client', title: t('columns.client'), sortable: true, render: (contract) => contract.client || '—' },
    {
      key: 'startDate',
      title: t('columns.period'),
      sortable: true,
      render: (contract) => contractPeriod(contract, { date: format.calendarDate, t }),
    },
    { key: 'locationCount', title: t('columns.locations'), sortable: true, render: (contract) => format.count(contract.locationCount) },
    { key: 'employeeCount', title: t('columns.employees'), sortable: true, render: (contract) => format.count(contract.employeeCount) },
    ...(archived
      ? [
          {
            key: 'archivedAt',
            title: t('columns.archivedAt'),
            sortable: true,
            render: (contract: ClientContract) =>
              contract.archivedAt ? (
                <Tooltip title={t('archivedOn', { date: format.dateTime(contract.archivedAt) })}>
                  <span>{format.date(contract.archivedAt)}</span>
                </Tooltip>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    ...((archived ? canRestore || canEditActive : canEditActive)
      ? [{ key: 'actions', title: t('columns.actions'), render: rowActions }]
      : []),
  ];

  return (
    <DataTable
      contract={archived ? listArchivedClientContracts : listActiveClientContracts}
      rowKey="id"
      emptyText={archived ? t('emptyArchived') : t('emptyActive')}
      defaultSort={archived ? { key: 'archivedAt', dir: 'desc' } : { key: 'name', dir: 'asc' }}
      columns={columns}
    />
  );
}
