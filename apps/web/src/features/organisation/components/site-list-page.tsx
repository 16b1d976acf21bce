import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listSites, type Site } from '@tenaga/contracts/modules/organisation.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteSite } from '../api/organisation.queries.ts';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { SiteFormDrawer } from './site-form-drawer.tsx';
import { useConfirmDelete } from './use-confirm-delete.tsx';

/** Settings › Site management › Site list: where employees work, with an optional map point and geofence radius. */
export default function SiteListPage() {
  const { t } = useTranslation('organisation');
  const canEdit = useMenuAccess('siteList') === 'edit';
  const format = useFormat();
  const remove = useDeleteSite();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Site | 'new' | null>(null);

  return (
    <Page
      title={t('menu:siteList')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('sites.add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listSites}
        rowKey="id"
        emptyText={t('sites.empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('columns.name'), sortable: true, render: (site) => site.name },
          { key: 'address', title: t('columns.address'), sortable: true, render: (site) => site.address || '—' },
          {
            key: 'point',
            title: t('columns.point'),
            render: (site) =>
              site.latitude === null || site.longitude === null ? t('sites.noPoint') : `${site.latitude}, ${site.longitude}`,
          },
          {
            key: 'radiusMeters',
            title: t('columns.radius'),
            render: (site) => (site.radiusMeters === null ? '—' : `${format.count(site.radiusMeters)} m`),
          },
          { key: 'employeeCount', title: t('columns.employees'), sortable: true, render: (site) => format.count(site.employeeCount) },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('columns.actions'),
                  render: (site: Site) => (
                    <RowActions
                      name={site.name}
                      onEdit={() => setEditing(site)}
                      onDelete={() =>
                        confirmDelete({ name: site.name, employeeCount: site.employeeCount, remove: () => remove.mutateAsync(site.id) })
                      }
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <SiteFormDrawer site={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}
