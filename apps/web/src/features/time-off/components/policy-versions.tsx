import { Button, Form, Radio, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeavePolicy } from '@tenaga/contracts/modules/time-off.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteLeavePolicyVersion } from '../api/time-off.mutations.ts';

type Status = 'earlier' | 'inForce' | 'scheduled';

/** Each version's standing today: the last one dated on or before it is in force. */
export function versionStatuses(versions: LeavePolicy['versions'], today: string): Status[] {
  let inForce = 0;
  versions.forEach((version, index) => {
    if (version.effectiveFrom === null || version.effectiveFrom <= today) inForce = index;
  });
  return versions.map((_, index) => (index < inForce ? 'earlier' : index === inForce ? 'inForce' : 'scheduled'));
}

const STATUS_COLOURS: Record<Status, string | undefined> = { earlier: undefined, inForce: 'green', scheduled: 'blue' };

/** The versions of a policy, the one shown in the form marked; a scheduled one can be withdrawn. */
export function PolicyVersions({
  policy,
  shown,
  today,
  canEdit,
  onShow,
  onWithdrawn,
}: {
  readonly policy: LeavePolicy;
  readonly shown: number;
  readonly today: string;
  readonly canEdit: boolean;
  readonly onShow: (index: number) => void;
  readonly onWithdrawn: () => void;
}) {
  const { t } = useTranslation('timeOff');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const withdraw = useDeleteLeavePolicyVersion();
  const statuses = versionStatuses(policy.versions, today);

  const confirmWithdraw = (effectiveFrom: string) =>
    modal.confirm({
      title: t('versions.withdrawTitle', { date: format.calendarDate(effectiveFrom) }),
      content: t('versions.withdrawBody'),
      okText: t('versions.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () =>
        withdraw.mutateAsync({ id: policy.id, effectiveFrom }).then(() => {
          message.success(t('versions.withdrawn'));
          onWithdrawn();
        }, showError),
    });

  return (
    <section aria-label={t('versions.title')} style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('versions.title')}
      </Typography.Title>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {policy.versions.map((version, index) => {
          const label =
            version.effectiveFrom === null ? t('versions.first') : t('versions.from', { date: format.calendarDate(version.effectiveFrom) });
          return (
            <li key={version.effectiveFrom ?? 'first'} style={{ padding: '4px 0' }}>
              <Space wrap>
                {index === shown ? <Typography.Text strong>{label}</Typography.Text> : <Typography.Text>{label}</Typography.Text>}
                <Tag color={STATUS_COLOURS[statuses[index]!]}>{t(`versions.${statuses[index]!}`)}</Tag>
                {index === shown ? (
                  <Typography.Text type="secondary">{t('versions.shown')}</Typography.Text>
                ) : (
                  <Button size="small" type="link" onClick={() => onShow(index)} aria-label={t('versions.showLabel', { version: label })}>
                    {t('versions.show')}
                  </Button>
                )}
                {canEdit && statuses[index] === 'scheduled' && version.effectiveFrom !== null && (
                  <Button size="small" type="link" danger onClick={() => confirmWithdraw(version.effectiveFrom!)}>
                    {t('versions.withdraw')}
                  </Button>
                )}
              </Space>
            </li>
          );
        })}
      </ol>
      {shown < policy.versions.length - 1 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('versions.readOnly')}
        </Typography.Paragraph>
      )}
    </section>
  );
}

/** How a change is saved: as a version from a date, or as a correction of the rules shown. */
export function ApplyChanges({ dated }: { readonly dated: boolean }) {
  const { t } = useTranslation('timeOff');
  return (
    <section aria-label={t('versions.applyTitle')}>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('versions.applyTitle')}
      </Typography.Title>
      <Form.Item name="applyAs">
        <Radio.Group>
          <Space orientation="vertical">
            <Radio value="dated">{t('versions.dated')}</Radio>
            <Radio value="correction">{t('versions.correction')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {dated ? (
        <Form.Item
          name="effectiveFrom"
          label={t('versions.effectiveFrom')}
          extra={t('versions.datedHint')}
          rules={[{ required: true, message: t('validation:required') }]}
        >
          <DateInput />
        </Form.Item>
      ) : (
        <Typography.Paragraph type="secondary">{t('versions.correctionHint')}</Typography.Paragraph>
      )}
    </section>
  );
}
