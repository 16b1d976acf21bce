import { Button, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';

/** The period shown (first and last date, in the user's date format) with buttons to the one before and after. */
export function PeriodStepper({
  from,
  to,
  onStep,
  label,
}: {
  readonly from: string;
  readonly to: string;
  readonly onStep: (direction: 1 | -1) => void;
  /** What the period is ('Period', 'Week'), for screen readers. */
  readonly label: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Space role="group" aria-label={label} size={4}>
      <Button icon={<LeftOutlined aria-hidden />} aria-label={t('previousPeriod')} onClick={() => onStep(-1)} />
      <Typography.Text strong aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        {`${format.calendarDate(from)} – ${format.calendarDate(to)}`}
      </Typography.Text>
      <Button icon={<RightOutlined aria-hidden />} aria-label={t('nextPeriod')} onClick={() => onStep(1)} />
    </Space>
  );
}
