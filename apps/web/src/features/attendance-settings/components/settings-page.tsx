import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  listFullTimeSettings,
  listPartTimeSettings,
  type AttendanceSettingItem,
  type Employment,
} from '@tenaga/contracts/modules/attendance-settings.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteSetting } from '../api/attendance-settings.mutations.ts';
import { SettingDrawer } from './setting-drawer.tsx';

const MENUS = { fullTime: 'attendanceFullTime', partTime: 'attendancePartTime' } as const;
const LISTS = { fullTime: listFullTimeSettings, partTime: listPartTimeSettings } as const;

/** Settings › Attendance setting › Full time or Part time: the settings, edited in a drawer, deleted after a question. */
export function SettingsPage({ employment }: { readonly employment: Employment }) {
  const { t } = useTranslation('attendanceSettings');
  const canEdit = useMenuAccess(MENUS[employment]) === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteSetting(employment);
  const [editing, setEditing] = useState<AttendanceSettingItem | 'new' | null>(null);

  const confirmDelete = (item: AttendanceSettingItem) =>
    modal.confirm({
      title: t('settings.deleteTitle', { name: item.name }),
      content: t('settings.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(item.id).then(() => message.success(t('deleted', { name: item.name })), showError),
    });

  return (
    <Page
      title={t(`menu:${MENUS[employment]}`)}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={LISTS[employment]}
        rowKey="id"
        emptyText={t('settings.empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          {
            key: 'grace',
            title: t('fields.lateGraceMinutes'),
            render: (item) => t('minutes', { count: item.setting.lateGraceMinutes }),
          },
          {
            key: 'overtime',
            title: t('settings.overtimeAfter'),
            render: (item) =>
              item.setting.overtime.dailyAfterMinutes === null
                ? t('settings.afterShiftOnly')
                : t('hoursADay', { count: item.setting.overtime.dailyAfterMinutes / 60 }),
          },
          { key: 'employees', title: t('fields.employees'), render: (item) => <Tag>{format.count(item.employees)}</Tag> },
          { key: 'updatedAt', title: t('fields.updatedAt'), sortable: true, render: (item) => format.dateTime(item.updatedAt) },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: AttendanceSettingItem) =>
              canEdit ? (
                <RowActions name={item.name} onEdit={() => setEditing(item)} onDelete={() => confirmDelete(item)} />
              ) : (
                <Space>
                  <Button
                    type="link"
                    size="small"
                    icon={<EyeOutlined aria-hidden />}
                    onClick={() => setEditing(item)}
                    aria-label={`${t('view')}: ${item.name}`}
                  >
                    {t('view')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <SettingDrawer employment={employment} item={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}
