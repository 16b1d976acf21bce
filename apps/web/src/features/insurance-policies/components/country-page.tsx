import { useTranslation } from 'react-i18next';
import type { InsuranceCountry } from '@tenaga/contracts/modules/insurance-policies.contracts';
import { Page } from '../../../components/page/page.tsx';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { AssignmentsView } from './assignments-view.tsx';
import { PoliciesView } from './policies-view.tsx';

const MENU = { SG: 'insuranceSingapore', ID: 'insuranceIndonesia', VN: 'insuranceVietnam' } as const;

/** Settings › Insurance › a country: that country's policies and who has them, with its own parameters. */
export function CountryPage({ country }: { readonly country: keyof typeof MENU & InsuranceCountry }) {
  const { t } = useTranslation('insurancePolicies');
  return (
    <Page title={t(`menu:${MENU[country]}`)}>
      <PageTabs
        items={[
          { key: 'policies', label: t('menu:insurancePolicy'), children: <PoliciesView country={country} /> },
          { key: 'assignments', label: t('menu:insuranceAssignment'), children: <AssignmentsView country={country} /> },
        ]}
      />
    </Page>
  );
}
