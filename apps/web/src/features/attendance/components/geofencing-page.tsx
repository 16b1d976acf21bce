import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listSiteAttendance, type SiteAttendance } from '@tenaga/contracts/modules/attendance.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { SiteAttendanceDrawer } from './site-attendance-drawer.tsx';
import { AlertSettings } from './alert-settings.tsx';

/** Settings › Geofencing: each site's fence, timezone, rule outside, proofs and who may clock there. */
export default function GeofencingPage() {
  const { t } = useTranslation('attendance');
  const canEdit = useMenuAccess('geofencing') === 'edit';
  const format = useFormat();
  const sites = useContractQuery(listSiteAttendance);
  const [open, setOpen] = useState<string | null>(null);
  const selected = sites.data?.find((site) => site.id === open) ?? null;

  const fence = (site: SiteAttendance) => {
    if (site.polygon) return t('sites.polygonCorners', { count: site.polygon.length });
    if (site.radiusMeters !== null) return t('sites.circleRadius', { meters: format.count(site.radiusMeters) });
    return t('sites.noFence');
  };

  return (
    <Page title={t('menu:geofencing')}>
      <Typography.Paragraph type="secondary">{t('sites.intro')}</Typography.Paragraph>
      <QueryState isPending={sites.isPending} error={sites.error} onRetry={() => void sites.refetch()}>
        <Table<SiteAttendance>
          rowKey="id"
          dataSource={sites.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('sites.empty') }}
          columns={[
            { key: 'name', title: t('sites.name'), render: (_, site) => site.name },
            { key: 'timezone', title: t('sites.timezone'), render: (_, site) => site.effectiveTimezone.replace(/_/g, ' ') },
            { key: 'fence', title: t('sites.fence'), render: (_, site) => fence(site) },
            { key: 'rule', title: t('sites.outsideRule'), render: (_, site) => t(`rules.${site.outsideRule}`) },
            {
              key: 'proofs',
              title: t('sites.proofs'),
              render: (_, site) =>
                site.proofs.length ? (
                  <Space size={4} wrap>
                    {site.proofs.map((proof) => (
                      <Tag key={proof}>{t(`proofs.${proof}`)}</Tag>
                    ))}
                  </Space>
                ) : (
                  t('proofs.none')
                ),
            },
            {
              key: 'who',
              title: t('sites.who'),
              render: (_, site) => (site.anyEmployee ? t('sites.everyone') : t('sites.ownPeople', { count: site.employeeCount })),
            },
            {
              key: 'actions',
              title: t('sites.actions'),
              render: (_, site) => (
                <Button size="small" onClick={() => setOpen(site.id)} aria-label={t('sites.openFor', { name: site.name })}>
                  {canEdit ? t('common:edit') : t('sites.view')}
                </Button>
              ),
            },
          ]}
        />
      </QueryState>
      <AlertSettings canEdit={canEdit} />
      <SiteAttendanceDrawer site={selected} canEdit={canEdit} onClose={() => setOpen(null)} />
    </Page>
  );
}
