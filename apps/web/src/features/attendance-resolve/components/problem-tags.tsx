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

/** antd's warning tag text is too light on its background (WCAG AA): a darker gold for the text. */
export const WARNING_TEXT = { color: '#874d00' } as const;

/** What a day needs resolving, one tag each. */
export function ProblemTags({ problems }: { readonly problems: readonly ResolveProblem[] }) {
  const { t } = useTranslation('attendanceResolve');
  return (
    <Space size={4} wrap>
      {problems.map((problem) => (
        <Tag key={problem} color={COLOURS[problem]} style={COLOURS[problem] === 'warning' ? WARNING_TEXT : undefined}>
          {t(`problems.${problem}`)}
        </Tag>
      ))}
    </Space>
  );
}
