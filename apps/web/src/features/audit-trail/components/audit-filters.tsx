import { AUDIT_MODULE_NAMES, type AuditModule } from '@tenaga/contracts';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRangeValue } from '../../../components/date-range-picker/date-range-picker.tsx';
import { MultiSelect } from '../../../components/multi-select/multi-select.tsx';
import { useAuditUserOptions } from '../api/get-user-options.ts';

export interface AuditFilterState {
  readonly userIds: readonly string[];
  readonly modules: readonly AuditModule[];
  readonly range: DateRangeValue | null;
}

export const EMPTY_AUDIT_FILTER: AuditFilterState = { userIds: [], modules: [], range: null };

const FILTER_WIDTH = { width: 240, maxWidth: '100%' };

/** Users, modules and dates; the user filter is left out for a role without the users menu. */
export function AuditFilters({
  value,
  onChange,
}: {
  readonly value: AuditFilterState;
  readonly onChange: (next: AuditFilterState) => void;
}) {
  const { t } = useTranslation('audit');
  const users = useAuditUserOptions();
  return (
    <>
      {!users.forbidden && (
        <MultiSelect<string>
          aria-label={t('filters.users')}
          placeholder={t('filters.allUsers')}
          loading={users.isPending}
          options={(users.options ?? []).map((user) => ({ value: user.id, label: user.text }))}
          value={value.userIds}
          onChange={(userIds) => onChange({ ...value, userIds })}
          style={FILTER_WIDTH}
        />
      )}
      <MultiSelect<AuditModule>
        aria-label={t('filters.modules')}
        placeholder={t('filters.allModules')}
        options={AUDIT_MODULE_NAMES.map((module) => ({ value: module, label: t(`modules.${module}`) }))}
        value={value.modules}
        onChange={(modules) => onChange({ ...value, modules })}
        style={FILTER_WIDTH}
      />
      <DateRangePicker aria-label={t('filters.dateRange')} value={value.range} onChange={(range) => onChange({ ...value, range })} />
    </>
  );
}
