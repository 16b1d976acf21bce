import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Input, Pagination, Space, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getRosterGrid } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAuthenticatedSession, useMenuAccess } from '../../../lib/session-context.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useResetRosterCell, useSetRosterCell } from '../api/attendance-settings.mutations.ts';
import { PeriodControls, type Period } from './period-controls.tsx';
import { RosterGridTable, type CellChange } from './roster-grid.tsx';
import { periodAround } from './roster-period.ts';

const PAGE = 100;

/** /shifts: the roster grid of the employees the user reaches; a cell changed here wins over the pattern on that date. */
export default function RosterPage() {
  const { t } = useTranslation('attendanceSettings');
  const canEdit = useMenuAccess('shifts') === 'edit';
  const hasEmployee = Boolean(useAuthenticatedSession().me.userInfo.employeeID);
  const navigate = useNavigate();
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const [period, setPeriod] = useState<Period>({ kind: 'week', ...periodAround(today, 'week') });
  const [search, setSearch] = useState('');
  const [start, setStart] = useState(0);
  const searched = useDebouncedValue(search.trim(), 300);
  const grid = useContractQuery(getRosterGrid, { query: { from: period.from, to: period.to, search: searched, start } });
  const setCell = useSetRosterCell();
  const resetCell = useResetRosterCell();

  const change = async ({ employeeId, date, shiftId }: CellChange) => {
    try {
      if (shiftId === 'reset') await resetCell.mutateAsync({ employeeId, date });
      else await setCell.mutateAsync({ employeeId, date, shiftId });
      message.success(t('grid.saved'));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Page
      title={t('menu:shifts')}
      extra={
        hasEmployee && (
          <Button icon={<CalendarOutlined aria-hidden />} onClick={() => void navigate('/my-roster')}>
            {t('myRoster.title')}
          </Button>
        )
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <PeriodControls
            period={period}
            onChange={(next) => {
              setPeriod(next);
              setStart(0);
            }}
          />
          <Input.Search
            allowClear
            placeholder={t('grid.search')}
            aria-label={t('grid.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setStart(0);
            }}
            style={{ width: 240 }}
          />
        </Space>
        {canEdit && <Typography.Text type="secondary">{t('grid.hint')}</Typography.Text>}
        <QueryState isPending={grid.isPending} error={grid.error} onRetry={() => void grid.refetch()}>
          {grid.data && grid.data.rows.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('grid.empty')}</Typography.Paragraph>
          ) : (
            grid.data && <RosterGridTable grid={grid.data} {...(canEdit ? { onChange: (cell: CellChange) => void change(cell) } : {})} />
          )}
        </QueryState>
        {grid.data && grid.data.total > PAGE && (
          <Pagination
            current={start / PAGE + 1}
            pageSize={PAGE}
            total={grid.data.total}
            showSizeChanger={false}
            onChange={(page) => setStart((page - 1) * PAGE)}
          />
        )}
      </Space>
    </Page>
  );
}
