import { Alert, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listTeamAway } from '@tenaga/contracts/modules/time-off-away.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';

/** Consecutive dates joined into ranges: ['2026-04-07', '2026-04-08', '2026-04-10'] → [['…07', '…08'], ['…10', '…10']]. */
export function dateRuns(dates: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && Date.parse(`${date}T00:00:00Z`) - Date.parse(`${last[1]}T00:00:00Z`) === 86_400_000) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

/**
 * Who else is away before requesting: once the dates are chosen, the team mates (same department
 * or same manager) of the person the request is for, away on some of those days; names and dates only.
 */
export function TeamAway({ employeeId, from, to }: { readonly employeeId?: string; readonly from?: string; readonly to?: string }) {
  const { t } = useTranslation('timeOff');
  const format = useFormat();
  const ready = Boolean(from && to && from <= to);
  const query = useContractQuery(
    listTeamAway,
    { query: { from: from ?? '', to: to ?? '', ...(employeeId ? { employeeId } : {}) } },
    { enabled: ready },
  );
  if (!ready) return null;
  const words = (dates: readonly string[]) =>
    dateRuns(dates)
      .map(([start, end]) => (start === end ? format.calendarDate(start) : `${format.calendarDate(start)} – ${format.calendarDate(end)}`))
      .join(', ');
  return (
    <section aria-label={t('away.title')} aria-live="polite" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('away.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('away.hint')}</Typography.Paragraph>
      {query.isError ? (
        <Alert type="warning" showIcon message={t('away.failed')} />
      ) : !query.data ? (
        <Spin size="small" />
      ) : query.data.mates.length === 0 ? (
        <Typography.Text>{t('away.none')}</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={query.data.mates}
          rowKey="employeeId"
          renderItem={(mate) => (
            <List.Item>
              <Typography.Text strong>{mate.name}</Typography.Text>
              <span style={{ textAlign: 'end' }}>{words(mate.dates)}</span>
            </List.Item>
          )}
          footer={query.data.more > 0 ? t('away.more', { count: query.data.more }) : undefined}
        />
      )}
    </section>
  );
}
