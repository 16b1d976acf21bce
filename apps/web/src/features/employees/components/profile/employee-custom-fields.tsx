import { Card, Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_VALUE_ROUTES } from '@tenaga/contracts/modules/custom-fields/routes';
import { CustomFieldsSection } from '../../../../components/custom-fields/custom-fields-section.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';

const LOCATIONS = ['employeeStandard', 'employee'] as const;

/**
 * The profile's one "Custom fields" card: the fields of the employee form and those of the profile
 * only. Where one location has fields (or neither), its section is the card; where both have, each
 * is a part of one card under its location's name, saved on its own.
 */
export function EmployeeCustomFields({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('customFields');
  const standard = useContractQuery(CUSTOM_FIELD_VALUE_ROUTES.employeeStandard.get, { params: { recordId: employeeId } });
  const profileOnly = useContractQuery(CUSTOM_FIELD_VALUE_ROUTES.employee.get, { params: { recordId: employeeId } });
  const withFields = LOCATIONS.filter((location) => {
    const query = location === 'employee' ? profileOnly : standard;
    return (query.data?.fields.length ?? 0) > 0;
  });

  if (withFields.length < 2) return <CustomFieldsSection location={withFields[0] ?? 'employee'} recordId={employeeId} />;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('section.title')}
        </Typography.Title>
      }
      styles={{ header: { paddingBlock: 8 } }}
    >
      {withFields.map((location, index) => (
        <div key={location}>
          {index > 0 && <Divider style={{ marginBlock: 16 }} />}
          <CustomFieldsSection location={location} recordId={employeeId} title={t(`locations.${location}`)} embedded />
        </div>
      ))}
    </Card>
  );
}
