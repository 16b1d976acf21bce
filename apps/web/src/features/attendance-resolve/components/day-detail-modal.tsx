import { Button, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getResolveDay, type ResolveDay, type ResolveItem } from '@tenaga/contracts/modules/attendance-resolve.contracts';
import { AppModal } from '../../../components/modal/modal.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { ProblemTags, WARNING_TEXT } from './problem-tags.tsx';
import { PunchPhoto } from '../../../components/punch-photo/punch-photo.tsx';

type DayPunch = ResolveDay['punches'][number];

function DayView({ day }: { readonly day: ResolveDay }) {
  const { t } = useTranslation('attendanceResolve');
  const format = useFormat();
  return (
    <>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('detail.employee')}>{`${day.employee.name} (${day.employee.employmentNumber})`}</Descriptions.Item>
        <Descriptions.Item label={t('detail.date')}>{format.calendarDate(day.date)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.schedule')}>
          {day.shift ? `${day.shift.start}–${day.shift.end}` : t(`kinds.${day.kind}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.timezone')}>{format.timeZone(day.timezone)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.problems')}>
          {day.problems.length ? <ProblemTags problems={day.problems} /> : t('detail.nothingLeft')}
        </Descriptions.Item>
      </Descriptions>
      <Table<DayPunch>
        size="small"
        rowKey="id"
        dataSource={day.punches}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noPunches') }}
        columns={[
          { key: 'time', title: t('detail.time'), render: (_, punch) => punch.time },
          { key: 'action', title: t('detail.action'), render: (_, punch) => t(`actions.${punch.action}`) },
          { key: 'source', title: t('detail.source'), render: (_, punch) => t(`sources.${punch.source}`) },
          { key: 'site', title: t('detail.site'), render: (_, punch) => punch.siteName ?? t('detail.noSite') },
          {
            key: 'inside',
            title: t('detail.geofence'),
            render: (_, punch) =>
              punch.inside === null ? (
                t('detail.noFence')
              ) : (
                <Tag
                  color={punch.flagged ? 'warning' : punch.inside ? 'success' : undefined}
                  style={punch.flagged ? WARNING_TEXT : undefined}
                >
                  {t(punch.inside ? 'detail.inside' : 'detail.outside')}
                </Tag>
              ),
          },
          {
            key: 'photo',
            title: t('detail.photo'),
            render: (_, punch) => (punch.hasPhoto ? <PunchPhoto punchId={punch.id} /> : null),
          },
          {
            key: 'note',
            title: t('detail.note'),
            render: (_, punch) =>
              [punch.sentLate ? t('detail.sentLate') : null, punch.correctsId ? t('detail.correction') : null].filter(Boolean).join(', '),
          },
        ]}
      />
      {day.resolutions.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.resolutions')}
          </Typography.Title>
          {day.resolutions.map((entry) => (
            <Typography.Paragraph key={entry.at}>
              {t('detail.resolution', {
                when: format.dateTime(entry.at),
                what: t(`resolutions.${entry.resolution}`),
                reason: entry.reason,
              })}
            </Typography.Paragraph>
          ))}
        </>
      )}
    </>
  );
}

/** One day as Resolve shows it: its schedule, its punches with source, site and geofence, and its resolutions. */
export function DayDetailModal({
  item,
  onClose,
  onResolve,
}: {
  readonly item: ResolveItem | null;
  readonly onClose: () => void;
  readonly onResolve: (item: ResolveItem) => void;
}) {
  const { t } = useTranslation('attendanceResolve');
  const query = useContractQuery(
    getResolveDay,
    { query: { employeeId: item?.employeeId ?? '', date: item?.date ?? '' } },
    { enabled: item !== null },
  );
  const day = query.data;
  return (
    <AppModal open={item !== null} title={t('detail.title')} onClose={onClose} hideFooter width={760}>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {day && <DayView day={day} />}
      </QueryState>
      {item && day && day.problems.length > 0 && (
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => onResolve({ ...item, problems: day.problems })}>
          {t('resolve')}
        </Button>
      )}
    </AppModal>
  );
}
