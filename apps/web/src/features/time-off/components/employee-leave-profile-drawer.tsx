import dayjs from 'dayjs';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listLeaveProfiles } from '@tenaga/contracts/modules/time-off.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAssignLeaveProfile } from '../api/time-off.mutations.ts';

type Values = { profileId?: string; effectiveFrom?: string; starting?: Record<string, string | undefined> };

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };
const DAYS = /^\d{1,6}(\.\d{1,4})?$/;

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
  const profiles = useContractQuery(listLeaveProfiles, { body: ALL }, { enabled: open });
  const profileId = Form.useWatch('profileId', form);
  const profile = profiles.data?.data.find((row) => row.id === profileId);

  const submit = async (values: Values) => {
    const startingDays = Object.entries(values.starting ?? {})
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .filter(([categoryId]) => profile?.policies.some((policy) => policy.categoryId === categoryId))
      .map(([categoryId, days]) => ({ categoryId, days: days.trim() }));
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
        <Form.Item name="profileId" label={t('leaveProfile.profile')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={profiles.isLoading}
            options={(profiles.data?.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
          />
        </Form.Item>
        <Form.Item name="effectiveFrom" label={t('leaveProfile.effectiveFrom')} rules={required}>
          <DateInput style={{ width: '100%' }} />
        </Form.Item>
        {profile && profile.policies.length > 0 && (
          <>
            <Typography.Title level={5}>{t('leaveProfile.startingDays')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('leaveProfile.startingHelp')}</Typography.Paragraph>
            {profile.policies.map((policy) => (
              <Form.Item
                key={policy.id}
                name={['starting', policy.categoryId]}
                label={policy.categoryName}
                rules={[{ pattern: DAYS, message: t('validation:requiredValidNumber') }]}
              >
                <Input inputMode="decimal" style={{ maxWidth: 160 }} placeholder="0" />
              </Form.Item>
            ))}
          </>
        )}
      </Form>
    </FormDrawer>
  );
}
