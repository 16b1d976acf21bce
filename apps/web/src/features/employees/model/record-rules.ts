import {
  BANK_ACCOUNT_DIGITS,
  isOldEnough,
  OTHER_BANK_ACCOUNT_LENGTH,
  validateBankAccount,
  validateIdentificationNumber,
} from '@tenaga/domain';
import { loadPhoneNumbers } from '../../../components/phone-input/phone-rules.ts';

/** A failed rule: the message key (validation namespace) and the values it interpolates. */
export interface RuleProblem {
  readonly key: string;
  readonly values?: Record<string, unknown>;
}

/**
 * The rules of spec §5 "Employee form" that the contract's schemas cannot express alone (they
 * look at another field, the company's country or its today). The server applies the same pure
 * rules (@tenaga/domain) with the same messages; here they run as the user types.
 */
export const recordRules = {
  identificationNumber({
    type,
    value,
    today,
  }: {
    type: string | null | undefined;
    value: string | null | undefined;
    today: string;
  }): RuleProblem | null {
    if (!type || !value?.trim()) return null;
    const checked = validateIdentificationNumber({ type, value, today });
    return checked.ok || checked.error === 'UNKNOWN_TYPE' ? null : { key: 'validation:identificationInvalid' };
  },

  dateOfBirth({ value, today }: { value: string | null | undefined; today: string }): RuleProblem | null {
    return value && !isOldEnough({ dateOfBirth: value, today }) ? { key: 'validation:minimumAge' } : null;
  },

  /** Salary must be more than zero: checked on the decimal string itself, never as a float. */
  salary(value: string | null | undefined): RuleProblem | null {
    return value && /^\d+(\.\d+)?$/.test(value.trim()) && !/[1-9]/.test(value) ? { key: 'validation:salaryPositive' } : null;
  },

  /** Each number valid for its country (its +dial code, else the company's), none repeated; the phone rules load on first use. */
  async phones({
    values,
    country,
  }: {
    values: readonly string[] | null | undefined;
    country: string;
  }): Promise<{ index: number | null; problem: RuleProblem } | null> {
    const { validatePhone, findDuplicatePhones } = await loadPhoneNumbers();
    const list = values ?? [];
    const invalid = list.findIndex((phone) => phone.trim() !== '' && !validatePhone(phone, { defaultCountry: country }).ok);
    if (invalid >= 0) return { index: invalid, problem: { key: 'validation:phoneNumber' } };
    return findDuplicatePhones(list, { defaultCountry: country }).length
      ? { index: null, problem: { key: 'validation:phoneDuplicated' } }
      : null;
  },

  accountNumber({ bankCode, value }: { bankCode: string | null | undefined; value: string | null | undefined }): RuleProblem | null {
    if (!bankCode || !value?.trim() || validateBankAccount({ bankCode, accountNumber: value }).ok) return null;
    const row = BANK_ACCOUNT_DIGITS.find((candidate) => candidate.bankCodes.includes(bankCode));
    return row
      ? { key: 'validation:bankAccountDigits', values: { bank: row.bank, digits: row.digits.join(' / ') } }
      : { key: 'validation:bankAccountLength', values: { min: OTHER_BANK_ACCOUNT_LENGTH.min, max: OTHER_BANK_ACCOUNT_LENGTH.max } };
  },

  /** A later date not before an earlier one (ISO dates compare as text). */
  notBefore({
    earlier,
    later,
    key,
  }: {
    earlier: string | null | undefined;
    later: string | null | undefined;
    key: string;
  }): RuleProblem | null {
    return earlier && later && later < earlier ? { key } : null;
  },
};
