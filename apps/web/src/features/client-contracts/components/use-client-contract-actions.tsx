import { useTranslation } from 'react-i18next';
import type { ClientContract } from '@tenaga/contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useArchiveClientContract, useDeleteClientContract, useRestoreClientContract } from '../api/client-contracts.queries.ts';

type ContractRef = Pick<ClientContract, 'id' | 'name' | 'version' | 'employeeCount'>;

/** Archive, restore and delete a contract, each after a confirmation. */
export function useClientContractActions() {
  const { t } = useTranslation('clientContracts');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const format = useFormat();
  const archive = useArchiveClientContract();
  const restore = useRestoreClientContract();
  const remove = useDeleteClientContract();

  const confirm = (options: {
    title: string;
    body: string;
    ok: string;
    danger?: boolean;
    run: () => Promise<unknown>;
    done: string;
    after?: () => void;
  }) =>
    modal.confirm({
      title: options.title,
      content: options.body,
      okText: options.ok,
      okButtonProps: options.danger ? { danger: true } : {},
      cancelText: t('common:cancel'),
      onOk: () =>
        options.run().then(() => {
          message.success(options.done);
          options.after?.();
        }, showError),
    });

  return {
    archive: (contract: ContractRef, after?: () => void) =>
      confirm({
        title: t('archive.title', { name: contract.name }),
        body: t('archive.body'),
        ok: t('archive.open'),
        run: () => archive.mutateAsync({ id: contract.id, version: contract.version }),
        done: t('archive.done', { name: contract.name }),
        ...(after ? { after } : {}),
      }),
    restore: (contract: ContractRef, after?: () => void) =>
      confirm({
        title: t('restore.title', { name: contract.name }),
        body: t('restore.body'),
        ok: t('restore.open'),
        run: () => restore.mutateAsync({ id: contract.id, version: contract.version }),
        done: t('restore.done', { name: contract.name }),
        ...(after ? { after } : {}),
      }),
    /** A contract employees were deployed to is kept (archive it instead): the user is told how many. */
    remove: (contract: ContractRef, after?: () => void) => {
      if (contract.employeeCount > 0) {
        modal.warning({
          title: t('delete.inUseTitle', { name: contract.name }),
          content: t('delete.inUseBody', { count: format.count(contract.employeeCount) }),
          okText: t('common:ok'),
        });
        return;
      }
      confirm({
        title: t('delete.title', { name: contract.name }),
        body: t('delete.body'),
        ok: t('delete.open'),
        danger: true,
        run: () => remove.mutateAsync(contract.id),
        done: t('delete.done', { name: contract.name }),
        ...(after ? { after } : {}),
      });
    },
  };
}
