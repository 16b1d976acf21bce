import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { ClientContractsList } from './client-contracts-list.tsx';

/** Contracts › Archived: read only, each can be restored to the active list. */
export default function ClientContractsArchivedPage() {
  const { t } = useTranslation('clientContracts');
  return (
    <Page title={t('menu:contractsArchived')}>
      <ClientContractsList archived />
    </Page>
  );
}
