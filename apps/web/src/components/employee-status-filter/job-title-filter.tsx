import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MultiSelect, type MultiSelectOption } from '../multi-select/multi-select.tsx';

/** How the filter fetches its options when none are passed: a feature's query options. */
export interface OptionsLoader {
  readonly queryKey: readonly unknown[];
  readonly queryFn: () => Promise<readonly MultiSelectOption<string>[]>;
}

export interface JobTitleFilterProps {
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  /** Default: Job Title (a page may call it Position, Designation…). */
  readonly label?: string;
  readonly options?: readonly MultiSelectOption<string>[];
  /** Used when `options` is not given. */
  readonly loader?: OptionsLoader;
  readonly disabled?: boolean;
  readonly style?: CSSProperties;
}

const NO_OPTIONS: readonly MultiSelectOption<string>[] = [];

/** Job titles to filter by (spec §2): the label may be overridden, the options passed in or fetched. */
export function JobTitleFilter({ value, onChange, label, options, loader, disabled, style }: JobTitleFilterProps) {
  const { t } = useTranslation('widgets');
  const fetched = useQuery({
    queryKey: loader?.queryKey ?? ['job-title-filter', 'none'],
    queryFn: loader?.queryFn ?? (async () => NO_OPTIONS),
    enabled: options === undefined && loader !== undefined,
  });
  const text = label ?? t('jobTitle.label');
  return (
    <MultiSelect<string>
      aria-label={text}
      placeholder={text}
      options={options ?? fetched.data ?? NO_OPTIONS}
      loading={options === undefined && fetched.isLoading}
      value={value}
      onChange={onChange}
      disabled={disabled}
      style={style}
    />
  );
}
