import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format.ts';
import type { FieldContext } from './field-spec.ts';
import { useRecordOptions } from './use-record-options.ts';

/** The field context of a section whose fields sit under `prefix` in the form ([] or ['personal']). */
export function useFieldContext(prefix: readonly string[]): FieldContext {
  const { t } = useTranslation('employees');
  const format = useFormat();
  const options = useRecordOptions();
  const key = prefix.join('.');
  const path = useMemo(() => {
    const parts = key ? key.split('.') : [];
    return (field: string) => [...parts, field];
  }, [key]);
  return { t: t as FieldContext['t'], options, format, path };
}
