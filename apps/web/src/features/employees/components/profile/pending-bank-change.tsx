import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { getEmployeeBankChange } from '@tenaga/contracts/modules/employees/bank-change';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useWithdrawBankChange } from '../../api/employees.mutations.ts';
import type { FieldContext } from '../record/field-spec.ts';
import { PAYMENT_GROUPS } from '../record/payment-fields.tsx';
import { RecordFieldValues } from '../record/record-fields.tsx';

const BANK_GROUPS = PAYMENT_GROUPS.filter((group) => group.key === 'bank');

type Account = { readonly bankCode: string | null; readonly accountName: string | null; readonly accountNumber: string | null };

/** The account a change asked for, as the profile shows bank fields (the bank by its name); fields the caller may not see are left out. */
function AccountValues({ account, context }: { readonly account: Account; readonly context: FieldContext }) {
  const values: Record<string, unknown> = { ...account };
  return (
    <RecordFieldValues
      groups={BANK_GROUPS}
      context={context}
      levelOf={(field) => (values[field] === null || values[field] === undefined ? 'none' : 'view')}
      values={values}
    />
  );
}

/**
 * A bank account change waiting for approval (the company's preference): what was asked for, the
 * account number showing its last 4 digits, and for whoever asked, a way to take it back. Nothing
 * shows when none waits or the caller may not see bank details. A change rejected lately says so, with the reason.
 */
export function PendingBankChange({ employeeId, context }: { readonly employeeId: string; readonly context: FieldContext }) {
  const { t } = useTranslation('employees');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const query = useContractQuery(getEmployeeBankChange, { params: { id: employeeId } });
  const withdraw = useWithdrawBankChange();
  const pending = query.data?.pending;
  const rejected = query.data?.rejected;
  if (rejected) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('bankChange.rejectedTitle')}
        style={{ marginBottom: 16 }}
        description={
          <>
            <p style={{ marginTop: 0 }}>{t('bankChange.rejectedHelp', { date: format.dateTime(rejected.decidedAt) })}</p>
            {rejected.reason && <p style={{ whiteSpace: 'pre-wrap' }}>{t('bankChange.rejectedReason', { reason: rejected.reason })}</p>}
            <AccountValues account={rejected} context={context} />
          </>
        }
      />
    );
  }
  if (!pending) return null;

  const confirmWithdraw = () =>
    modal.confirm({
      title: t('common:confirmation'),
      content: t('bankChange.withdrawConfirm'),
      okText: t('bankChange.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await withdraw.mutateAsync(employeeId).then(() => message.success(t('bankChange.withdrawn')), showError);
      },
    });

  return (
    <Alert
      type="warning"
      showIcon
      title={t('bankChange.pendingTitle')}
      style={{ marginBottom: 16 }}
      description={
        <>
          <p style={{ marginTop: 0 }}>{t('bankChange.pendingHelp', { date: format.dateTime(pending.requestedAt) })}</p>
          <AccountValues account={pending} context={context} />
          {pending.canWithdraw && (
            <Button danger loading={withdraw.isPending} onClick={confirmWithdraw}>
              {t('bankChange.withdraw')}
            </Button>
          )}
        </>
      }
    />
  );
}
