import { useEffect, useState } from 'react';
import { Alert, Form, Input, Progress, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  RESOLUTIONS,
  RESOLVE_LIMITS,
  resolutionApplies,
  type Resolution,
  type ResolveItem,
  type ResolveResults,
} from '@tenaga/contracts/modules/attendance-resolve.contracts';
import { PlainList } from '../../../components/plain-list/plain-list.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { TimePicker } from '../../../components/time-picker/time-picker.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useResolveDays } from '../api/resolve.mutations.ts';

/** Days sent per request: the bar moves as each batch comes back. */
const BATCH = 10;

type Result = ResolveResults['results'][number] & { readonly employeeName: string };

/**
 * Resolves one day or many with one reason: the resolutions that answer a problem of at least one
 * of them are offered; the days a resolution does not fit are left as they are. Sent in batches,
 * with the progress and, at the end, what was resolved and why any day was not.
 */
export function ResolveModal({
  items,
  onClose,
}: {
  readonly items: readonly ResolveItem[] | null;
  readonly onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('attendanceResolve');
  const format = useFormat();
  const showError = useErrorNotice();
  const mutation = useResolveDays();
  const open = items !== null;
  const days = items ?? [];
  const offered = RESOLUTIONS.filter((resolution) => days.some((item) => resolutionApplies(resolution, item.problems)));
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<Result[] | null>(null);
  const chosen = resolution && offered.includes(resolution) ? resolution : (offered[0] ?? null);
  const fitting = chosen ? days.filter((item) => resolutionApplies(chosen, item.problems)) : [];

  useEffect(() => {
    if (!open) {
      setResolution(null);
      setTime(null);
      setReason('');
      setProgress(null);
      setResults(null);
    }
  }, [open]);

  const submit = async () => {
    if (!chosen || !reason.trim() || fitting.length === 0) return;
    const names = new Map(fitting.map((item) => [`${item.employeeId}:${item.date}`, item.employeeName]));
    const done: Result[] = [];
    setProgress(0);
    try {
      for (let start = 0; start < fitting.length; start += BATCH) {
        const batch = fitting.slice(start, start + BATCH);
        const answer = await mutation.mutateAsync({
          reason,
          items: batch.map((item) => ({
            employeeId: item.employeeId,
            date: item.date,
            resolution: chosen,
            ...(chosen === 'addPunch' && time ? { time } : {}),
          })),
        });
        done.push(...answer.results.map((entry) => ({ ...entry, employeeName: names.get(`${entry.employeeId}:${entry.date}`) ?? '' })));
        setProgress(Math.round(((start + batch.length) / fitting.length) * 100));
      }
      setResults(done);
    } catch (error) {
      showError(error);
      setProgress(null);
      if (done.length) setResults(done);
    }
  };

  const failed = results?.filter((entry) => !entry.ok) ?? [];
  const running = progress !== null && results === null;
  return (
    <AppModal
      open={open}
      title={t('modal.title', { count: days.length })}
      onClose={() => onClose(results !== null)}
      {...(results ? { hideFooter: true } : { onSubmit: submit, submitText: t('modal.submit', { count: fitting.length }) })}
      submitLoading={running}
      submitDisabled={!chosen || !reason.trim() || fitting.length === 0 || running}
      dirty={reason.trim() !== '' && results === null}
    >
      {results ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type={failed.length ? 'warning' : 'success'}
            showIcon
            title={t('modal.done', { resolved: results.length - failed.length, total: results.length })}
          />
          {failed.length > 0 && (
            <PlainList
              items={failed}
              rowKey={(entry) => `${entry.employeeId}:${entry.date}`}
              label={t('modal.notResolved')}
              emptyText=""
              renderItem={(entry) => (
                <Typography.Text>{`${entry.employeeName}, ${format.calendarDate(entry.date)}: ${entry.message ?? ''}`}</Typography.Text>
              )}
            />
          )}
        </Space>
      ) : (
        <Form layout="vertical" requiredMark>
          <Form.Item label={t('modal.resolution')} required>
            <Radio.Group value={chosen} onChange={(event) => setResolution(event.target.value as Resolution)} disabled={running}>
              <Space orientation="vertical">
                {offered.map((option) => (
                  <Radio key={option} value={option}>
                    {t(`resolutions.${option}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {chosen && fitting.length < days.length && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('modal.someDays', { count: fitting.length, total: days.length })}
            />
          )}
          {chosen === 'addPunch' && (
            <Form.Item label={t('modal.time')} extra={t('modal.timeHelp')}>
              <TimePicker value={time} onChange={setTime} disabled={running} aria-label={t('modal.time')} />
            </Form.Item>
          )}
          <Form.Item label={t('modal.reason')} required>
            <Input.TextArea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={RESOLVE_LIMITS.reasonMax}
              autoSize={{ minRows: 2, maxRows: 6 }}
              disabled={running}
              aria-label={t('modal.reason')}
            />
          </Form.Item>
          {progress !== null && <Progress percent={progress} aria-label={t('modal.progress')} />}
        </Form>
      )}
    </AppModal>
  );
}
