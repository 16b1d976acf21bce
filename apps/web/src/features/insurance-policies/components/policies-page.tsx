import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { PoliciesView } from './policies-view.tsx';

/** Settings › Insurance › Policy: the statutory schemes of each country and private policies. */
export default function PoliciesPage() {
  const { t } = useTranslation('insurancePolicies');
  return (
    <Page title={t('menu:insurancePolicy')}>
      <PoliciesView />
    </Page>
  );
}
