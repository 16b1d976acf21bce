import { Input } from 'antd';
import { AUDIT_MODULE_NAMES, type AuditModule } from '@tenaga/contracts/modules/audit.contracts';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRangeValue } from '../../../components/date-range-picker/date-range-picker.tsx';
import { MultiSelect } from '../../../components/multi-select/multi-select.tsx';
import { useAuditActions } from '../api/get-audit-actions.ts';
import { useAuditUserOptions } from '../api/get-user-options.ts';

export interface AuditFilterState {
  readonly userIds: readonly string[];
  readonly record: string;
  readonly modules: readonly AuditModule[];
  readonly actions: readonly string[];
  readonly range: DateRangeValue | null;
}

export const EMPTY_AUDIT_FILTER: AuditFilterState = { userIds: [], record: '', modules: [], actions: [], range: null };

const FILTER_WIDTH = { width: 220, maxWidth: '100%' };

/** People, record, modules, actions and dates; the people filter is left out for a role without the users menu. */
export function AuditFilters({
  value,
  onChange,
}: {
  readonly value: AuditFilterState;
  readonly onChange: (next: AuditFilterState) => void;
}) {
  const { t } = useTranslation('audit');
  const users = useAuditUserOptions();
  const actions = useAuditActions();
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
      <Input
        allowClear
        aria-label={t('filters.record')}
        placeholder={t('filters.recordPlaceholder')}
        maxLength={100}
        value={value.record}
        onChange={(event) => onChange({ ...value, record: event.target.value })}
        style={FILTER_WIDTH}
      />
      <MultiSelect<AuditModule>
        aria-label={t('filters.modules')}
        placeholder={t('filters.allModules')}
        options={AUDIT_MODULE_NAMES.map((module) => ({ value: module, label: t(`modules.${module}`) }))}
        value={value.modules}
        onChange={(modules) => onChange({ ...value, modules })}
        style={FILTER_WIDTH}
      />
      <MultiSelect<string>
        aria-label={t('filters.actions')}
        placeholder={t('filters.allActions')}
        loading={actions.isPending}
        options={(actions.data ?? []).map((action) => ({ value: action.value, label: action.label }))}
        value={value.actions}
        onChange={(chosen) => onChange({ ...value, actions: chosen })}
        style={FILTER_WIDTH}
      />
      <DateRangePicker aria-label={t('filters.dateRange')} value={value.range} onChange={(range) => onChange({ ...value, range })} />
    </>
  );
}
