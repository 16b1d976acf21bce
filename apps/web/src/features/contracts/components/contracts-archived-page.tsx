import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { ContractsList } from './contracts-list.tsx';

/** Contracts › Archived: read only, each can be restored to the active list. */
export default function ContractsArchivedPage() {
  const { t } = useTranslation('contracts');
  return (
    <Page title={t('menu:contractsArchived')}>
      <ContractsList archived />
    </Page>
  );
}
