import { useEffect, useState } from 'react';
import { Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ABSENCE_KINDS,
  ABSENCE_LIMITS,
  type AbsenceKind,
  type AbsenceRecord,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { AppModal } from '../../../../components/modal/modal.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useCreateAbsence, useUpdateAbsence } from '../../api/attendance.mutations.ts';

/** The absent day being settled, or the record being changed. */
export type AbsenceTarget = { readonly employeeId: string; readonly date: string; readonly absence: AbsenceRecord | null };

/**
 * Settles an absent day from the timesheet (excused, unpaid or confirmed as an absence, with a
 * reason), or changes how it was settled.
 */
export function AbsenceModal({ target, onClose }: { readonly target: AbsenceTarget | null; readonly onClose: () => void }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const create = useCreateAbsence();
  const update = useUpdateAbsence();
  const [kind, setKind] = useState<AbsenceKind>('excused');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    setKind(target?.absence?.kind ?? 'excused');
    setReason(target?.absence?.reason ?? '');
    setTouched(false);
  }, [target]);

  const reasonError = touched && !reason.trim() ? t('absences.reasonRequired') : null;
  const busy = create.isPending || update.isPending;

  const submit = async () => {
    setTouched(true);
    if (!target || !reason.trim()) return;
    try {
      if (target.absence) await update.mutateAsync({ id: target.absence.id, kind, reason, version: target.absence.version });
      else await create.mutateAsync({ employeeId: target.employeeId, date: target.date, kind, reason });
      message.success(t('absences.saved', { date: format.calendarDate(target.date) }));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <AppModal
      open={target !== null}
      title={target ? t('absences.title', { date: format.calendarDate(target.date) }) : ''}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('absences.save')}
      submitLoading={busy}
      dirty={() => reason.trim() !== (target?.absence?.reason ?? '') || kind !== (target?.absence?.kind ?? 'excused')}
    >
      <Form layout="vertical" requiredMark>
        <Form.Item label={t('absences.kind')} required>
          <Radio.Group value={kind} onChange={(event) => setKind(event.target.value as AbsenceKind)}>
            <Space orientation="vertical">
              {ABSENCE_KINDS.map((option) => (
                <Radio key={option} value={option}>
                  {t(`absences.kinds.${option}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('absences.reason')}
          required
          validateStatus={reasonError ? 'error' : ''}
          help={reasonError}
          htmlFor="absence-reason"
        >
          <Input.TextArea
            id="absence-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            maxLength={ABSENCE_LIMITS.reasonMax}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
