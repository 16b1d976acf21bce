import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdoptHolidaysBodySchema } from '@tenaga/contracts/modules/work-calendars.contracts';
import { HOLIDAY_COUNTRIES, MALAYSIAN_STATES, type HolidayCountry, type MalaysianStateCode } from '@tenaga/domain';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useAdoptHolidays } from '../api/work-calendars.mutations.ts';
import { countryName, placeName } from './calendar-place.ts';

type Values = { country?: HolidayCountry; state?: MalaysianStateCode };

/** One click to follow a country's official holidays (Malaysia: a state's); asked per calendar. */
export function AdoptDrawer({
  target,
  onClose,
}: {
  /** The calendar to adopt for (no location: the company's) and the country offered first. */
  readonly target: { locationId?: string; country: HolidayCountry; state: MalaysianStateCode | null } | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('workCalendars');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const adopt = useAdoptHolidays();
  const country = Form.useWatch('country', form) ?? target?.country;

  const submit = async (values: Values) => {
    const chosen = values.country ?? 'SG';
    const state = chosen === 'MY' ? values.state : undefined;
    await adopt.mutateAsync({
      ...(target?.locationId ? { locationId: target.locationId } : {}),
      country: chosen,
      ...(state ? { state } : {}),
    });
    message.success(t('adopt.done', { place: placeName(t, { country: chosen, state: state ?? null }) }));
  };

  return (
    <FormDrawer
      open={target !== null}
      title={t('adopt.title')}
      form={form}
      onClose={onClose}
      width={420}
      footer={{ saving: adopt.isPending }}
    >
      {target && (
        <SchemaForm
          schema={AdoptHolidaysBodySchema}
          form={form}
          name="adopt-holidays"
          initialValues={{ country: target.country, ...(target.state ? { state: target.state } : {}) }}
          onSubmit={submit}
          onSaved={onClose}
          guardUnsaved={false}
          aria-label={t('adopt.title')}
        >
          <SchemaField name="country" label={t('adopt.country')}>
            <Select options={HOLIDAY_COUNTRIES.map((code) => ({ value: code, label: countryName(code) }))} />
          </SchemaField>
          {country === 'MY' && (
            <SchemaField
              name="state"
              label={t('adopt.state')}
              extra={t('adopt.stateHint')}
              rules={[{ required: true, message: t('validation:required') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={MALAYSIAN_STATES.map((state) => ({ value: state.code, label: t(`states.${state.code}`) }))}
              />
            </SchemaField>
          )}
        </SchemaForm>
      )}
    </FormDrawer>
  );
}
