import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatus } from '@tenaga/contracts';

const COLORS: Record<ApprovalStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
  changed: 'warning',
};

/** An approval request's status, coloured. */
export function StatusTag({ status }: { readonly status: ApprovalStatus }) {
  const { t } = useTranslation('approvals');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
