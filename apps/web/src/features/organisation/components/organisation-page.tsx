import { Typography } from 'antd';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_LISTS, type OrganisationList } from '@tenaga/contracts/modules/organisation.contracts';
import { Page } from '../../../components/page/page.tsx';
import { OrganisationListTab } from './organisation-list-tab.tsx';

const isList = (value: string | null): value is OrganisationList => ORGANISATION_LISTS.includes(value as OrganisationList);

/** Settings › Organisation: one tab per list; the open tab is in the address (?tab=jobTitles), so a reload or a link keeps it. */
export default function OrganisationPage() {
  const { t } = useTranslation('organisation');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: OrganisationList = isList(requested) ? requested : 'departments';

  return (
    <Page title={t('menu:organisation')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <PageTabs
        activeKey={active}
        onChange={(key) => setParams(key === 'departments' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={ORGANISATION_LISTS.map((list) => ({ key: list, label: t(`tabs.${list}`), children: <OrganisationListTab list={list} /> }))}
      />
    </Page>
  );
}
