import { useTranslation } from 'react-i18next';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';

/**
 * Delete after a confirmation; an item that employee records use is not offered for deletion:
 * the user is told how many use it instead (the server refuses it too, with the same count).
 */
export function useConfirmDelete() {
  const { t } = useTranslation('organisation');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  return (item: { readonly name: string; readonly employeeCount: number; readonly remove: () => Promise<unknown> }) => {
    if (item.employeeCount > 0) {
      modal.warning({
        title: t('delete.inUseTitle', { name: item.name }),
        content: t('delete.inUseBody', { count: format.count(item.employeeCount) }),
        okText: t('common:ok'),
      });
      return;
    }
    modal.confirm({
      title: t('delete.title', { name: item.name }),
      content: t('delete.body'),
      okText: t('delete.open'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => item.remove().then(() => message.success(t('delete.done', { name: item.name })), showError),
    });
  };
}
