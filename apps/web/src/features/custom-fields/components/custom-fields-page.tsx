import { Typography } from 'antd';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_LOCATIONS, type CustomFieldLocation } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { Page } from '../../../components/page/page.tsx';
import { CustomFieldListTab } from './custom-field-list-tab.tsx';

const isLocation = (value: string | null): value is CustomFieldLocation => CUSTOM_FIELD_LOCATIONS.includes(value as CustomFieldLocation);

/** Settings › Custom field: one tab per location (spec §3, in meta order); the open tab is in the address (?tab=contract). */
export default function CustomFieldsPage() {
  const { t } = useTranslation('customFields');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: CustomFieldLocation = isLocation(requested) ? requested : 'employee';

  return (
    <Page title={t('menu:customField')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <PageTabs
        activeKey={active}
        onChange={(key) => setParams(key === 'employee' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={CUSTOM_FIELD_LOCATIONS.map((location) => ({
          key: location,
          label: t(`locations.${location}`),
          children: <CustomFieldListTab location={location} />,
        }))}
      />
    </Page>
  );
}
