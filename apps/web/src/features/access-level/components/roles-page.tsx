import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listRoles } from '@tenaga/contracts/modules/roles.contracts';
import { Page } from '../../../components/page/page.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { DATA_SCOPE_LABEL_KEYS } from './grants-form.tsx';
import { AddFromModal } from './add-from-modal.tsx';
import { RoleEditorDrawer } from './role-editor-drawer.tsx';
import { editorParams, readEditorTarget } from './editor-params.ts';

/** Settings › Access level › Roles: the company's roles, each opening in the role editor (`?role=<id>`). */
export default function RolesPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const canEdit = useMenuAccess('roles') === 'edit';
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const target = readEditorTarget(params, 'role');

  return (
    <Page
      title={t('menu:roles')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('roles.addRole')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('roles.intro')}</Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('roles.viewOnly')} />}
      <DataTable
        contract={listRoles}
        rowKey="id"
        emptyText={t('roles.empty')}
        onRowClick={(role) => setParams({ role: role.id })}
        columns={[
          {
            key: 'name',
            title: t('roles.fields.name'),
            sortable: true,
            render: (role) => (
              <Space size={4} wrap>
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={(event) => {
                    // The row opens the same editor; one navigation is enough.
                    event.stopPropagation();
                    setParams({ role: role.id });
                  }}
                >
                  {role.name ?? t('roles.hiddenName')}
                </Button>
                {role.locked && <LockOutlined aria-label={t('roles.lockedTitle')} />}
                {role.systemKey && <Tag>{t('roles.defaultTag')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'description',
            title: t('roles.fields.description'),
            render: (role) => <span style={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>{role.description}</span>,
          },
          {
            key: 'dataScope',
            title: t('roles.fields.dataScope'),
            render: (role) => (role.dataScope ? t(DATA_SCOPE_LABEL_KEYS[role.dataScope]) : ''),
          },
          { key: 'userCount', title: t('roles.fields.userCount'), sortable: true, render: (role) => format.count(role.userCount) },
          { key: 'updatedAt', title: t('roles.fields.updatedAt'), sortable: true, render: (role) => format.dateTime(role.updatedAt) },
        ]}
      />
      <AddFromModal
        open={adding}
        title={t('roles.addRole')}
        sources={['blank', 'template', 'role']}
        onCancel={() => setAdding(false)}
        onChoose={(source) => {
          setAdding(false);
          setParams(editorParams('role', { kind: 'new', source }));
        }}
      />
      <RoleEditorDrawer target={target} onClose={() => setParams({})} onCreated={(id) => setParams({ role: id }, { replace: true })} />
    </Page>
  );
}
