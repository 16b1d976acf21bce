import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LeaveProfileFields } from './leave-profile-fields.tsx';

/** Add employee's leave profile step: optional; the profile applies from the hiring date. */
export default function LeaveProfileStep() {
  const { t } = useTranslation('timeOffRequests');
  return (
    <>
      <Typography.Paragraph type="secondary">{t('leaveProfile.newEmployeeHelp')}</Typography.Paragraph>
      <LeaveProfileFields prefix={['leaveProfile']} required={false} />
    </>
  );
}
