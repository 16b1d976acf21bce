import { useEffect, useId, useRef, useState } from 'react';
import { Button, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { PhoneInput, useCompanyCountry } from '../phone-input/phone-input.tsx';
import type { PhoneListError } from '../phone-input/phone-number.ts';
import { loadPhoneNumbers, usePhoneNumbers } from '../phone-input/phone-rules.ts';

export interface MultiPhoneInputProps {
  readonly value?: readonly string[];
  readonly onChange?: (value: string[]) => void;
  /** The field's name, given back with its validity (spec §5: validity is reported by field name). */
  readonly name?: string;
  readonly onValidityChange?: (report: { readonly name: string | undefined; readonly valid: boolean }) => void;
  /** At most this many numbers (the employee record takes 5). */
  readonly max?: number;
  readonly defaultCountry?: string;
  readonly disabled?: boolean;
  readonly id?: string;
}

/**
 * Several phone numbers, one a row, added and removed; valid only when every number is and none
 * repeats another ('Please remove duplicated phone number').
 */
export function MultiPhoneInput({
  value = [],
  onChange,
  name,
  onValidityChange,
  max = 5,
  defaultCountry,
  disabled,
  id,
}: MultiPhoneInputProps) {
  const { t } = useTranslation('widgets');
  const companyCountry = useCompanyCountry();
  const country = defaultCountry ?? companyCountry;
  // No number yet still shows one empty row to type in.
  const rows = value.length === 0 ? [''] : [...value];
  const phones = usePhoneNumbers();
  // Until the phone rules have loaded nothing is called wrong (the inputs wait for them too).
  const errors = phones ? phones.checkPhoneList(rows, { defaultCountry: country }) : rows.map(() => null);
  const valid = errors.every((error) => error === null);
  const messages: Record<PhoneListError, string> = {
    REQUIRED: t('validation:required'),
    INVALID: t('validation:phoneNumber'),
    DUPLICATE: t('phone.duplicate'),
  };

  const report = useRef(onValidityChange);
  report.current = onValidityChange;
  useEffect(() => report.current?.({ name, valid }), [name, valid]);

  // Rows the user has left: only then is a missing or invalid number called out.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const emit = (next: string[]) => onChange?.(next.length === 1 && next[0]!.trim() === '' ? [] : next);
  const baseId = useId();
  return (
    <div id={id} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {rows.map((phone, index) => {
        const error = errors[index];
        const errorId = `${baseId}-${index}`;
        return (
          // Rows have no identity but their place: removing one renumbers those after it.
          <div key={index} style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <div style={{ display: 'flex', gap: 8 }}>
              <PhoneInput
                aria-label={t('phone.numberN', { number: index + 1 })}
                aria-describedby={error ? errorId : undefined}
                value={phone}
                defaultCountry={country}
                disabled={disabled}
                status={error === 'DUPLICATE' ? 'error' : undefined}
                onChange={(next) => emit(rows.map((other, position) => (position === index ? next : other)))}
                onBlur={() => setLeft((current) => new Set(current).add(index))}
              />
              {rows.length > 1 && (
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('phone.remove', { number: index + 1 })}
                  disabled={disabled}
                  onClick={() => {
                    // The rows after it move up: forget which ones were left.
                    setLeft(new Set());
                    emit(rows.filter((_, position) => position !== index));
                  }}
                />
              )}
            </div>
            {/* A number still being typed is not called wrong until its row is left; a repeat is at once. */}
            {error && (error === 'DUPLICATE' || left.has(index)) && (
              <Typography.Text type="danger" id={errorId}>
                {messages[error]}
              </Typography.Text>
            )}
          </div>
        );
      })}
      <div>
        <Button
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          disabled={disabled || rows.length >= max}
          onClick={() => emit([...rows, ''])}
        >
          {t('phone.add')}
        </Button>
      </div>
    </div>
  );
}

/** The form rule of a phone list: every number valid, none repeated. */
export function useMultiPhoneRule(defaultCountry?: string): Rule {
  const { t } = useTranslation('widgets');
  const companyCountry = useCompanyCountry();
  return {
    validator: async (_, value: unknown) => {
      const list = Array.isArray(value) ? (value as string[]) : [];
      const { checkPhoneList } = await loadPhoneNumbers();
      const errors = checkPhoneList(list, { defaultCountry: defaultCountry ?? companyCountry });
      if (errors.includes('DUPLICATE')) throw new Error(t('phone.duplicate'));
      if (errors.some((error) => error !== null)) throw new Error(t('validation:phoneNumber'));
    },
  };
}
