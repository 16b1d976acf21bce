import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listLeaveProfiles, type LeaveProfile } from '@tenaga/contracts/modules/time-off.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { typedStartingDays, type LeaveProfileValues } from '../model/starting-days.ts';

export type { LeaveProfileValues } from '../model/starting-days.ts';

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };
const DAYS = /^\d{1,6}(\.\d{1,4})?$/;

/** The starting days typed for the chosen profile's categories (others and empty ones left out). */
export function startingDaysOf(values: LeaveProfileValues, profile: LeaveProfile | undefined) {
  return typedStartingDays(values).filter(({ categoryId }) => profile?.policies.some((policy) => policy.categoryId === categoryId));
}

/** The company's leave profiles (every one: a company has a handful). */
export function useLeaveProfiles(enabled = true) {
  return useContractQuery(listLeaveProfiles, { body: ALL }, { enabled });
}

/**
 * A leave profile picker with a starting value in days for each of the chosen profile's categories,
 * its fields under `prefix` in the surrounding form; `children` goes between them (a date, say).
 */
export function LeaveProfileFields({
  prefix = [],
  required,
  children,
}: {
  readonly prefix?: readonly string[];
  readonly required: boolean;
  readonly children?: React.ReactNode;
}) {
  const { t } = useTranslation('timeOffRequests');
  const form = Form.useFormInstance();
  const profiles = useLeaveProfiles();
  const profileId = Form.useWatch([...prefix, 'profileId'], form) as string | undefined;
  const profile = profiles.data?.data.find((row) => row.id === profileId);
  return (
    <>
      <Form.Item
        name={[...prefix, 'profileId']}
        label={t('leaveProfile.profile')}
        rules={required ? [{ required: true, message: t('validation:required') }] : []}
      >
        <Select
          showSearch
          allowClear={!required}
          optionFilterProp="label"
          loading={profiles.isLoading}
          options={(profiles.data?.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
        />
      </Form.Item>
      {children}
      {profile && profile.policies.length > 0 && (
        <>
          <Typography.Title level={5}>{t('leaveProfile.startingDays')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('leaveProfile.startingHelp')}</Typography.Paragraph>
          {profile.policies.map((policy) => (
            <Form.Item
              key={policy.id}
              name={[...prefix, 'starting', policy.categoryId]}
              label={policy.categoryName}
              // Another profile's categories are not this one's: their values go with their fields.
              preserve={false}
              rules={[{ pattern: DAYS, message: t('validation:requiredValidNumber') }]}
            >
              <Input inputMode="decimal" style={{ maxWidth: 160 }} placeholder="0" />
            </Form.Item>
          ))}
        </>
      )}
    </>
  );
}
