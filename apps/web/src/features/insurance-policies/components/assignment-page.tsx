import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { AssignmentsView } from './assignments-view.tsx';

/** Settings › Insurance › Assignment: who has which policy from when, with their parameters. */
export default function AssignmentPage() {
  const { t } = useTranslation('insurancePolicies');
  return (
    <Page title={t('menu:insuranceAssignment')}>
      <AssignmentsView />
    </Page>
  );
}
