import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalStep } from '@tenaga/contracts/modules/approvals.contracts';
import { useFormat } from '../../lib/format.ts';

const STEP_COLORS: Record<string, string> = {
  approve: 'green',
  reject: 'red',
  escalate: 'orange',
  reroute: 'gray',
  skip: 'gray',
  cancel: 'gray',
  change: 'orange',
  submit: 'blue',
};

/** An approval request's chain as it happened: who acted, in whose name, at which level and when, why, and what they wrote. */
export function ApprovalChain({ steps }: { readonly steps: readonly ApprovalStep[] }) {
  const { t } = useTranslation('approvals');
  const format = useFormat();
  return (
    <Timeline
      items={steps.map((step) => ({
        color: STEP_COLORS[step.action] ?? 'blue',
        children: (
          <>
            <Typography.Text strong>{t(`action.${step.action}`)}</Typography.Text>{' '}
            <Typography.Text>
              {step.userName || t('detail.system')}
              {step.onBehalfOfName ? ` (${t('detail.onBehalfOf', { name: step.onBehalfOfName })})` : ''}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('detail.levelN', { level: step.level + 1 })} · {format.dateTime(step.at)}
            </Typography.Text>
            {step.reason && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t(`reason.${step.reason}`)}
              </Typography.Paragraph>
            )}
            {step.comment && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{step.comment}</Typography.Paragraph>
            )}
          </>
        ),
      }))}
    />
  );
}
