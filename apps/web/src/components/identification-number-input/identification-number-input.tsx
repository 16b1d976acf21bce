import { useState, type CSSProperties } from 'react';
import { Input } from 'antd';
import { maskIdentificationNumber } from '@tenaga/domain';

export interface IdentificationNumberInputProps {
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  /** The company masks identification numbers: only the last 4 characters show until the field is focused. */
  readonly masked?: boolean;
  readonly id?: string;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly style?: CSSProperties;
  readonly 'aria-label'?: string;
}

/**
 * An identification number (NRIC, FIN, NIK…) that shows only its last 4 characters while masking
 * is on and the field is not focused (spec §5); focusing it shows and edits the whole number.
 */
export function IdentificationNumberInput({ value = '', onChange, masked = false, ...rest }: IdentificationNumberInputProps) {
  const [focused, setFocused] = useState(false);
  return (
    <Input
      {...rest}
      autoComplete="off"
      spellCheck={false}
      value={masked && !focused ? maskIdentificationNumber(value) : value}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
