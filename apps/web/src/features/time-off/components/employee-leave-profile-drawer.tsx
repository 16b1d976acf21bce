import dayjs from 'dayjs';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useAssignLeaveProfile } from '../api/time-off.mutations.ts';
import { LeaveProfileFields, startingDaysOf, useLeaveProfiles, type LeaveProfileValues } from './leave-profile-fields.tsx';

type Values = LeaveProfileValues & { effectiveFrom?: string };

/** One employee's leave profile from a date, with starting values in days per category. */
export function EmployeeLeaveProfileDrawer({
  employeeId,
  open,
  onClose,
}: {
  readonly employeeId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('timeOffRequests');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<Values>();
  const assign = useAssignLeaveProfile();
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');
  const profiles = useLeaveProfiles(open);

  const submit = async (values: Values) => {
    const startingDays = startingDaysOf(
      values,
      profiles.data?.data.find((row) => row.id === values.profileId),
    );
    try {
      await assign.mutateAsync({
        profileId: values.profileId ?? '',
        effectiveFrom: values.effectiveFrom ?? '',
        employeeIds: [employeeId],
        startingDays,
      });
      message.success(t('leaveProfile.saved'));
      form.resetFields();
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  const required = [{ required: true, message: t('validation:required') }];

  return (
    <FormDrawer
      open={open}
      title={t('leaveProfile.assign')}
      form={form}
      onClose={onClose}
      width={480}
      footer={{ saving: assign.isPending }}
    >
      <Form form={form} layout="vertical" name="employee-leave-profile" onFinish={submit} initialValues={{ effectiveFrom: today }}>
        <LeaveProfileFields required>
          <Form.Item name="effectiveFrom" label={t('leaveProfile.effectiveFrom')} rules={required}>
            <DateInput style={{ width: '100%' }} />
          </Form.Item>
        </LeaveProfileFields>
      </Form>
    </FormDrawer>
  );
}
