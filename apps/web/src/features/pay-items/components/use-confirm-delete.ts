import { useTranslation } from 'react-i18next';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';

/** Asks before deleting a named record, then deletes it and says so (or shows why not: it is in use). */
export function useConfirmDelete() {
  const { t } = useTranslation('payItems');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  return (name: string, remove: () => Promise<unknown>) =>
    modal.confirm({
      title: t('delete.title', { name }),
      content: t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove().then(() => message.success(t('delete.done', { name })), showError),
    });
}
