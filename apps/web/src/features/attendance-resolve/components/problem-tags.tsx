import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResolveProblem } from '@tenaga/contracts/modules/attendance-resolve.contracts';

const COLOURS: Record<ResolveProblem, string> = {
  missingClockOut: 'error',
  missingClockIn: 'error',
  outsideGeofence: 'warning',
  workWithoutSchedule: 'processing',
  absent: 'default',
};

/** What a day needs resolving, one tag each. */
export function ProblemTags({ problems }: { readonly problems: readonly ResolveProblem[] }) {
  const { t } = useTranslation('attendanceResolve');
  return (
    <Space size={4} wrap>
      {problems.map((problem) => (
        <Tag key={problem} color={COLOURS[problem]}>
          {t(`problems.${problem}`)}
        </Tag>
      ))}
    </Space>
  );
}
