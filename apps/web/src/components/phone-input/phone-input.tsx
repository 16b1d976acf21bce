import { useContext, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../lib/session-context.tsx';
import type { PhoneParts } from './phone-number.ts';
import { loadPhoneNumbers, usePhoneNumbers, type PhoneNumbers } from './phone-rules.ts';

/** The company's country: numbers without a dial code are read as its numbers (spec §5). */
export function useCompanyCountry(): string {
  return useContext(SessionContext)?.me.companyData?.countryCode ?? 'SG';
}

export interface PhoneInputProps {
  /** '+6591234567' (valid numbers are stored in E.164), or '+65 123' as typed while invalid; '' when empty. */
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  /** The country of a number typed without a dial code; default: the company's. */
  readonly defaultCountry?: string;
  /** Told whenever the number turns valid or invalid (an empty field counts as valid). */
  readonly onValidityChange?: (valid: boolean) => void;
  readonly onBlur?: () => void;
  /** Flags the field whatever its own check says (a duplicate in a list). */
  readonly status?: 'error';
  readonly id?: string;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly style?: CSSProperties;
  readonly 'aria-label'?: string;
  readonly 'aria-describedby'?: string;
}

/**
 * A phone number with its country dial code: the code comes from a leading +code in the value,
 * else the company country, and can be chosen. Validity is checked with the domain rules the
 * server applies; an invalid number is kept as typed and the field flagged once left.
 */
export function PhoneInput(props: PhoneInputProps) {
  const phones = usePhoneNumbers();
  // For the moment the phone rules load: the field as it will be, not yet editable.
  if (!phones)
    return (
      <Input
        id={props.id}
        type="tel"
        disabled
        value={props.value ?? ''}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        style={props.style}
      />
    );
  return <LoadedPhoneInput {...props} phones={phones} />;
}

function LoadedPhoneInput({
  phones: { dialCode, dialCodeOptions, joinPhone, splitPhone, validatePhone },
  value = '',
  onChange,
  defaultCountry,
  onValidityChange,
  onBlur,
  status,
  id,
  disabled,
  placeholder,
  style,
  ...aria
}: PhoneInputProps & { readonly phones: PhoneNumbers }) {
  const { t, i18n } = useTranslation('widgets');
  const companyCountry = useCompanyCountry();
  const fallback = defaultCountry ?? companyCountry;
  const [parts, setParts] = useState<PhoneParts>(() => splitPhone(value, fallback));
  const [touched, setTouched] = useState(false);
  // What this input last sent up: a value coming back down unchanged keeps the text as typed.
  const sent = useRef(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.current) setParts(splitPhone(value, fallback));
  }

  const update = (next: PhoneParts) => {
    setParts(next);
    sent.current = joinPhone(next);
    onChange?.(sent.current);
  };

  const joined = joinPhone(parts);
  const valid = joined === '' || validatePhone(joined, { defaultCountry: parts.country }).ok;
  const report = useRef(onValidityChange);
  report.current = onValidityChange;
  useEffect(() => report.current?.(valid), [valid]);

  const options = useMemo(() => dialCodeOptions(i18n.language), [dialCodeOptions, i18n.language]);
  const flagged = status === 'error' || (touched && !valid);
  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <Select
        aria-label={t('phone.country')}
        value={parts.country}
        options={options}
        disabled={disabled}
        status={flagged ? 'error' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        labelRender={() => dialCode(parts.country)}
        onChange={(country) => update({ ...parts, country })}
        style={{ width: 96, flex: 'none' }}
      />
      <Input
        {...aria}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        aria-invalid={flagged}
        value={parts.national}
        disabled={disabled}
        placeholder={placeholder}
        status={flagged ? 'error' : undefined}
        onChange={(event) => {
          const national = event.target.value;
          // A pasted international number names its own country.
          update(national.trim().startsWith('+') && national.length > 4 ? splitPhone(national, parts.country) : { ...parts, national });
        }}
        onBlur={() => {
          setTouched(true);
          onBlur?.();
        }}
      />
    </Space.Compact>
  );
}

/** The form rule of a phone field: 'Must be a valid phone number.' (spec §5), read in the company's country. */
export function usePhoneRule(defaultCountry?: string): Rule {
  const { t } = useTranslation();
  const companyCountry = useCompanyCountry();
  return {
    validator: async (_, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const { validatePhone } = await loadPhoneNumbers();
      if (!validatePhone(value, { defaultCountry: defaultCountry ?? companyCountry }).ok) throw new Error(t('validation:phoneNumber'));
    },
  };
}
