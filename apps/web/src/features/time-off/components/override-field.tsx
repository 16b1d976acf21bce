import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OVERRIDABLE_LEAVE_PROBLEMS } from '@tenaga/contracts/modules/time-off-requests-extra.contracts';
import type { LeaveProblem } from '@tenaga/contracts/modules/time-off.contracts';
import { useMenuAccess } from '../../../lib/session-context.tsx';

const OVERRIDABLE: ReadonlySet<string> = new Set(OVERRIDABLE_LEAVE_PROBLEMS);

/** Whether HR may send a request breaking these rules with a reason: every rule broken is one an override sets aside. */
export const overridable = (problems: readonly LeaveProblem[] | undefined) =>
  problems !== undefined && problems.length > 0 && problems.every((problem) => OVERRIDABLE.has(problem));

/**
 * HR's override (the server allows it only to a role reaching every employee): when every rule a
 * request breaks may be set aside, a reason sends it anyway; the audit trail names the rules.
 */
export function OverrideField({ problems }: { readonly problems: readonly LeaveProblem[] | undefined }) {
  const { t } = useTranslation('timeOffRequests');
  const mayOverride = useMenuAccess('timeoffAssignment') === 'edit';
  if (!mayOverride || !overridable(problems)) return null;
  return (
    <>
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('override.title')} description={t('override.help')} />
      <Form.Item name="overrideReason" label={t('override.reason')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} />
      </Form.Item>
    </>
  );
}
