import { useState } from 'react';
import { Button, Descriptions, List, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { leaveAssignmentHistory, type LeaveAssignment } from '@tenaga/contracts/modules/time-off.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { EmployeeLeaveProfileDrawer } from './employee-leave-profile-drawer.tsx';

const startingText = (assignment: LeaveAssignment, none: string) =>
  assignment.startingDays.length === 0 ? none : assignment.startingDays.map((row) => `${row.categoryName} ${row.days}`).join(' · ');

/**
 * The employee's leave profile (#leaveProfileDetail): the one in force today with its starting
 * values in days, the earlier ones, and for HR the assignment from a date (the same call, rules and
 * audit as Settings › Time off › Assignment).
 */
export default function LeaveProfileSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('timeOffRequests');
  const format = useFormat();
  const access = useMenuAccess('timeoffAssignment');
  const [editing, setEditing] = useState(false);
  const history = useContractQuery(leaveAssignmentHistory, { params: { id: employeeId } }, { enabled: access !== undefined });
  if (access === undefined) return null;
  const today = format.today();
  const rows = history.data ?? [];
  const current = rows.find((row) => row.effectiveFrom <= today);

  return (
    <SectionCard
      id="leaveProfileDetail"
      title={t('leaveProfile.title')}
      extra={
        access === 'edit' && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('leaveProfile.assign')}
          </Button>
        )
      }
    >
      <QueryState isPending={history.isPending} error={history.error} onRetry={() => void history.refetch()}>
        {current ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('leaveProfile.profile')}>{current.profileName}</Descriptions.Item>
            <Descriptions.Item label={t('leaveProfile.effectiveFrom')}>{format.calendarDate(current.effectiveFrom)}</Descriptions.Item>
            <Descriptions.Item label={t('leaveProfile.startingDays')}>
              {startingText(current, t('leaveProfile.noStarting'))}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Paragraph type="secondary">{t('leaveProfile.none')}</Typography.Paragraph>
        )}
        {rows.length > 1 && (
          <List
            header={<Typography.Text strong>{t('leaveProfile.history')}</Typography.Text>}
            size="small"
            dataSource={rows}
            renderItem={(row) => (
              <List.Item>
                {format.calendarDate(row.effectiveFrom)} · {row.profileName} · {startingText(row, t('leaveProfile.noStarting'))}
              </List.Item>
            )}
          />
        )}
      </QueryState>
      {access === 'edit' && <EmployeeLeaveProfileDrawer employeeId={employeeId} open={editing} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
