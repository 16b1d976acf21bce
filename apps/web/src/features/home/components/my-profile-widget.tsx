import { Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getEmployeeBrief } from '@tenaga/contracts/modules/employees/profile';
import { QueryState } from '../../../components/page/page.tsx';
import { useAuthenticatedSession, useMenuAccess } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';

/** The signed-in person's own employee record, when they have one and may open My profile. */
export function useOwnProfileId(): string | null {
  const { me } = useAuthenticatedSession();
  const canOpen = useMenuAccess('myProfile') !== undefined;
  return canOpen ? me.userInfo.employeeID : null;
}

/** The signed-in person's own record at a glance: an employee's home is about them. */
export function MyProfileCard({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const brief = useContractQuery(getEmployeeBrief, { params: { id: employeeId } });
  const none = '—';
  return (
    <Card title={t('myProfile')} extra={<Link to="/profile">{t('openMyProfile')}</Link>}>
      <QueryState isPending={brief.isPending} error={brief.error} onRetry={() => void brief.refetch()}>
        {brief.data && (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('employmentNumber')}>{brief.data.employmentNumber}</Descriptions.Item>
            <Descriptions.Item label={t('jobTitle')}>{brief.data.jobTitle ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('department')}>{brief.data.department ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('hiringDate')}>
              {brief.data.hiringDate ? format.calendarDate(brief.data.hiringDate) : none}
            </Descriptions.Item>
          </Descriptions>
        )}
      </QueryState>
    </Card>
  );
}
