import { Button, Segmented, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format.ts';
import { periodAround, stepPeriod, type PeriodKind } from './roster-period.ts';

export interface Period {
  readonly kind: PeriodKind;
  readonly from: string;
  readonly to: string;
}

/** Week or month, and the step back and forward. */
export function PeriodControls({ period, onChange }: { readonly period: Period; readonly onChange: (period: Period) => void }) {
  const { t } = useTranslation('attendanceSettings');
  const format = useFormat();
  const step = (direction: -1 | 1) => onChange({ kind: period.kind, ...stepPeriod(period.from, period.kind, direction) });
  return (
    <Space wrap>
      <Segmented<PeriodKind>
        value={period.kind}
        onChange={(kind) => onChange({ kind, ...periodAround(period.from, kind) })}
        options={[
          { value: 'week', label: t('grid.week') },
          { value: 'month', label: t('grid.month') },
        ]}
      />
      <Button icon={<LeftOutlined aria-hidden />} onClick={() => step(-1)} aria-label={t('grid.previous')} />
      <Typography.Text strong>{`${format.calendarDate(period.from)} – ${format.calendarDate(period.to)}`}</Typography.Text>
      <Button icon={<RightOutlined aria-hidden />} onClick={() => step(1)} aria-label={t('grid.next')} />
    </Space>
  );
}
