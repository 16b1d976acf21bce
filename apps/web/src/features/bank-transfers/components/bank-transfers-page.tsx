import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { BankFilePanel } from './bank-file-panel.tsx';
import { BankLayoutsPanel } from './bank-layouts-panel.tsx';

/** Bank transfer: the payment file of a run (after its check), and the file layouts it is written in. */
export default function BankTransfersPage() {
  const { t } = useTranslation('bankTransfers');
  const canEdit = useMenuAccess('bankTransfer') === 'edit';
  return (
    <Page title={t('menu:bankTransfer')}>
      <PageTabs
        items={[
          { key: 'file', label: t('tabs.file'), children: <BankFilePanel canEdit={canEdit} /> },
          { key: 'layouts', label: t('tabs.layouts'), children: <BankLayoutsPanel canEdit={canEdit} /> },
        ]}
      />
    </Page>
  );
}
