import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listContractLocations, listContractObjects } from '@tenaga/contracts/modules/attendance-power-edit-host.contracts';
import type { FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { useContractQuery } from '../../../lib/contract-query.ts';

/**
 * The grid's filter with the chosen contracts and locations as one more rule (the employee list's
 * 'locations' category: deployed now to any of them; a contract stands for all its locations).
 */
export function withPlaces(filter: FilterQuery, places: readonly string[]): FilterQuery {
  if (places.length === 0 || !placesApply(filter)) return filter;
  const rule = { category: 'locations' as const, condition: 'isAnyOf' as const, values: [...places] };
  return { ...filter, join: 'and', rules: [...filter.rules, rule] };
}

/** A place narrows rules joined by 'and' (or a single rule); beside rules joined by 'or' it would widen them instead. */
export const placesApply = (filter: FilterQuery) => filter.join === 'and' || filter.rules.length <= 1;

/**
 * Contracts and their locations to narrow the grid by, read through the power-edit host
 * (`GET contracts/contracts` and `GET contracts/locations`, spec §7); archived ones are grouped apart.
 */
export function ContractLocationSelect({
  value,
  onChange,
  disabled = false,
}: {
  readonly value: string[];
  readonly onChange: (next: string[]) => void;
  /** The advanced filter joins its rules by 'or': a place cannot narrow them. */
  readonly disabled?: boolean;
}) {
  const { t } = useTranslation('attendancePowerEdit');
  const contracts = useContractQuery(listContractObjects);
  const locations = useContractQuery(listContractLocations);
  const group = (archived: boolean) => [
    ...(contracts.data ?? [])
      .filter((contract) => contract.isArchive === archived)
      .map((contract) => ({ value: contract._id.$oid, label: t('places.contract', { name: contract.name }) })),
    ...(locations.data ?? [])
      .filter((location) => location.isArchive === archived)
      .map((location) => ({ value: location.id, label: `${location.contractName} › ${location.name}` })),
  ];
  const active = group(false);
  const archived = group(true);
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      disabled={disabled}
      title={disabled ? t('places.orJoined') : undefined}
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={contracts.isPending || locations.isPending}
      placeholder={t('places.placeholder')}
      aria-label={t('places.placeholder')}
      style={{ minWidth: 240, maxWidth: '100%' }}
      maxTagCount="responsive"
      notFoundContent={t('places.none')}
      options={[
        ...(active.length ? [{ label: t('places.active'), options: active }] : []),
        ...(archived.length ? [{ label: t('places.archived'), options: archived }] : []),
      ]}
    />
  );
}
