import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionTemplateSummary } from '@tenaga/contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { usePermissionTemplates } from '../api/list-permission-templates.ts';
import { DATA_SCOPE_LABEL_KEYS } from './grants-form.tsx';
import { AddFromModal } from './add-from-modal.tsx';
import { TemplateEditorDrawer } from './template-editor-drawer.tsx';
import { TemplateDelete } from './template-delete.tsx';
import { ROLES_PATH } from './existing-template-form.tsx';
import { editorParams, readEditorTarget } from './editor-params.ts';

/** Settings › Access level › Permission templates: the built-in templates and the company's own. */
export default function TemplatesPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const navigate = useNavigate();
  const canEdit = useMenuAccess('permissionTemplates') === 'edit';
  const canCreateRole = useMenuAccess('roles') === 'edit';
  const templates = usePermissionTemplates();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const target = readEditorTarget(params, 'template');
  const open = (id: string) => setParams({ template: id });
  const createRole = (id: string) =>
    void navigate({
      pathname: ROLES_PATH,
      search: new URLSearchParams(editorParams('role', { kind: 'new', source: { kind: 'template', id } })).toString(),
    });

  return (
    <Page
      title={t('menu:permissionTemplates')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('templates.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('templates.intro')}</Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('templates.viewOnly')} />}
      <QueryState isPending={templates.isPending} error={templates.error} onRetry={() => void templates.refetch()}>
        <Table<PermissionTemplateSummary>
          rowKey="id"
          dataSource={templates.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('templates.empty') }}
          columns={[
            {
              key: 'name',
              title: t('templates.fields.name'),
              render: (_, template) => (
                <Space size={4} wrap>
                  <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => open(template.id)}>
                    {template.name}
                  </Button>
                  <Tag color={template.builtIn ? 'blue' : undefined}>{template.builtIn ? t('templates.builtIn') : t('templates.own')}</Tag>
                </Space>
              ),
            },
            {
              key: 'description',
              title: t('roles.fields.description'),
              render: (_, template) => (
                <span style={{ display: 'inline-block', maxWidth: 300, whiteSpace: 'normal' }}>{template.description}</span>
              ),
            },
            { key: 'dataScope', title: t('roles.fields.dataScope'), render: (_, template) => t(DATA_SCOPE_LABEL_KEYS[template.dataScope]) },
            {
              key: 'updatedAt',
              title: t('roles.fields.updatedAt'),
              render: (_, template) => (template.updatedAt === null ? '' : format.dateTime(template.updatedAt)),
            },
            {
              key: 'actions',
              title: t('templates.actions'),
              render: (_, template) => (
                <Space>
                  {canCreateRole && (
                    <Button
                      size="small"
                      icon={<UserAddOutlined aria-hidden />}
                      onClick={() => createRole(template.id)}
                      aria-label={`${t('templates.createRole')}: ${template.name}`}
                    >
                      {t('roles.create')}
                    </Button>
                  )}
                  {canEdit && !template.builtIn && <TemplateDelete compact id={template.id} name={template.name} />}
                </Space>
              ),
            },
          ]}
        />
      </QueryState>
      <AddFromModal
        open={adding}
        title={t('templates.add')}
        sources={['blank', 'role']}
        onCancel={() => setAdding(false)}
        onChoose={(source) => {
          setAdding(false);
          setParams(editorParams('template', { kind: 'new', source }));
        }}
      />
      <TemplateEditorDrawer
        target={target}
        onClose={() => setParams({})}
        onCreated={(id) => setParams({ template: id }, { replace: true })}
      />
    </Page>
  );
}
