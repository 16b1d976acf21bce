import { useState } from 'react';
import { Button, Segmented, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  getRoleOptions,
  getUserStatus,
  listUsers,
  listUsersByLocation,
  type User,
  type UserStatus,
} from '@tenaga/contracts/modules/users.contracts';
import { getSiteOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { Page } from '../../../components/page/page.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { UserFormDrawer } from './user-form-drawer.tsx';
import { UserRowActions } from './user-row-actions.tsx';
import { BatchActions } from './batch-actions.tsx';
import { GenerateAccountsModal } from './generate-accounts-modal.tsx';
import { SetPasswordModal } from './set-password-modal.tsx';

type StatusFilter = 'all' | UserStatus;

export default function UsersPage() {
  const { t } = useTranslation('users');
  const canEdit = useMenuAccess('users') === 'edit';
  const format = useFormat();
  const status = useContractQuery(getUserStatus);
  const roles = useContractQuery(getRoleOptions);
  const sites = useContractQuery(getSiteOptions);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [siteIds, setSiteIds] = useState<string[]>([]);
  const [selected, setSelected] = useState<User[]>([]);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [generating, setGenerating] = useState(false);

  const count = (value: number | undefined) => (value === undefined ? '' : ` (${format.count(value)})`);
  const filter = {
    filter: {
      ...(statusFilter === 'all' ? {} : { status: statusFilter }),
      ...(roleIds.length ? { roleIds } : {}),
      ...(siteIds.length ? { siteIds } : {}),
    },
  };

  return (
    <Page
      title={t('menu:users')}
      extra={
        canEdit && (
          <Space wrap>
            <Button icon={<TeamOutlined aria-hidden />} onClick={() => setGenerating(true)}>
              {t('generate.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          </Space>
        )
      }
    >
      <Segmented<StatusFilter>
        value={statusFilter}
        onChange={setStatusFilter}
        style={{ marginBottom: 12 }}
        options={[
          { value: 'all', label: `${t('status.all')}${count(status.data?.total)}` },
          { value: 'active', label: `${t('status.active')}${count(status.data?.active)}` },
          { value: 'inactive', label: `${t('status.inactive')}${count(status.data?.inactive)}` },
        ]}
      />
      <DataTable
        // The people working at the sites chosen (spec: users/locations/tables), or every account.
        contract={siteIds.length ? listUsersByLocation : listUsers}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'fullName', dir: 'asc' }}
        filter={filter}
        toolbar={
          <Space wrap>
            <Select
              mode="multiple"
              allowClear
              aria-label={t('roleFilter')}
              placeholder={t('roleFilter')}
              value={roleIds}
              onChange={setRoleIds}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.text }))}
              maxTagCount={3}
              style={{ minWidth: 220 }}
            />
            {(sites.data?.length ?? 0) > 0 && (
              <Select
                mode="multiple"
                allowClear
                aria-label={t('siteFilter')}
                placeholder={t('siteFilter')}
                value={siteIds}
                onChange={setSiteIds}
                options={(sites.data ?? []).map((site) => ({ value: site.id, label: site.text }))}
                optionFilterProp="label"
                maxTagCount={2}
                style={{ minWidth: 220 }}
              />
            )}
            {canEdit && selected.length > 0 && <BatchActions users={selected} onDone={() => setSelected([])} />}
          </Space>
        }
        selection={
          canEdit
            ? { selectedKeys: selected.map((user) => user.id), onChange: (_, rows) => setSelected(rows), disabled: (user) => user.self }
            : undefined
        }
        columns={[
          {
            key: 'fullName',
            title: t('columns.name'),
            sortable: true,
            render: (user) => (
              <>
                <Space size={4} wrap>
                  <Typography.Text strong>{user.fullName}</Typography.Text>
                  {user.self && <Tag color="blue">{t('you')}</Tag>}
                </Space>
                {user.employeeName && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {user.employeeName}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { key: 'username', title: t('columns.username'), sortable: true, render: (user) => user.username ?? '—' },
          { key: 'email', title: t('columns.email'), render: (user) => user.email ?? '—' },
          { key: 'roleName', title: t('columns.role'), sortable: true, render: (user) => user.roleName ?? t('noRole') },
          {
            key: 'active',
            title: t('columns.status'),
            render: (user) =>
              user.active === undefined ? (
                '—'
              ) : (
                <Space size={4} wrap>
                  <Tag color={user.active ? 'green' : 'default'}>{user.active ? t('status.active') : t('status.inactive')}</Tag>
                  {user.invited && <Tag color="gold">{t('status.invited')}</Tag>}
                </Space>
              ),
          },
          {
            key: 'lastLoginAt',
            title: t('columns.lastLogin'),
            sortable: true,
            render: (user) => (user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t('never')),
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (user) => (
              <UserRowActions user={user} canEdit={canEdit} onEdit={() => setEditing(user)} onSetPassword={() => setPasswordFor(user)} />
            ),
          },
        ]}
      />
      <UserFormDrawer user={editing} onClose={() => setEditing(null)} canEdit={canEdit} />
      <SetPasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
      <GenerateAccountsModal open={generating} onClose={() => setGenerating(false)} />
    </Page>
  );
}
