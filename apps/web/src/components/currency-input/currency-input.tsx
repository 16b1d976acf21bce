import { useMemo, type CSSProperties } from 'react';
import { InputNumber } from 'antd';
import { useFormat } from '../../lib/format.ts';
import { currencyDigits, formatAmount, padDigits, parseAmount, separatorsOf } from './amount.ts';

export interface CurrencyInputProps {
  /** An exact decimal string ('1234.50'), never a float; null when empty. */
  readonly value?: string | null;
  readonly onChange?: (value: string | null) => void;
  /** Default: the currency of the region settings. */
  readonly currency?: string;
  /** Decimals shown and kept; default: the currency's own (SGD 2, IDR 0). */
  readonly digits?: number;
  /** Decimal strings too. Default min '0' (amounts are not negative unless asked). */
  readonly min?: string;
  readonly max?: string;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly placeholder?: string;
  readonly style?: CSSProperties;
  readonly 'aria-label'?: string;
}

/**
 * A money amount in the company currency, written with the user's separators (1,234.50 or
 * 1.234,50) and handed over as an exact decimal string: antd's string mode does the arithmetic
 * of its steps and rounding on decimal strings, not on floats.
 */
export function CurrencyInput({ value, onChange, currency, digits, min = '0', max, ...rest }: CurrencyInputProps) {
  const format = useFormat();
  const code = currency ?? format.region.currency;
  const precision = digits ?? currencyDigits(code);
  const separators = useMemo(() => separatorsOf(format.count(1234.5)), [format]);
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      prefix={code}
      value={value ?? null}
      min={min}
      max={max}
      precision={precision}
      style={{ width: '100%', ...rest.style }}
      // While the user types, the text stays as typed; otherwise it shows with groups.
      formatter={(amount, info) =>
        info.userTyping
          ? info.input
          : amount === undefined || amount === ''
            ? ''
            : formatAmount(padDigits(String(amount), precision), separators)
      }
      parser={(display) => parseAmount(display, separators)}
      onChange={(next) => onChange?.(next === null || next === '' ? null : String(next))}
    />
  );
}
