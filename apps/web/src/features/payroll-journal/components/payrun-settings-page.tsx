import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { JournalAccountsPanel } from './journal-accounts-panel.tsx';

/** Settings › Payrun setting: the payroll journal's accounts (pay groups can be another tab of this page). */
export default function PayrunSettingsPage() {
  const { t } = useTranslation('payrollJournal');
  const canEdit = useMenuAccess('payrunSettings') === 'edit';
  return (
    <Page title={t('menu:payrunSettings')}>
      <PageTabs
        items={[{ key: 'journalAccounts', label: t('tabs.journalAccounts'), children: <JournalAccountsPanel canEdit={canEdit} /> }]}
      />
    </Page>
  );
}
