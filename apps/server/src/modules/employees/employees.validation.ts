import Decimal from 'decimal.js';
import {
  BANK_ACCOUNT_DIGITS,
  findDuplicatePhones,
  OTHER_BANK_ACCOUNT_LENGTH,
  isOldEnough,
  validateBankAccount,
  validateIdentificationNumber,
  validatePhone,
} from '@tenaga/domain';

export interface RecordProblems {
  /** The message key of each failing field. */
  readonly errors: Record<string, string>;
  /** Values the messages interpolate (the bank and its account lengths). */
  readonly values: Record<string, unknown>;
}

/**
 * The rules of spec §5 "Employee form" that a schema cannot express alone (they look at several
 * fields, the company's country or today's date), with the same pure rules the form applies
 * (@tenaga/domain). `only` limits the check to the fields being saved: a section saves part of the record.
 */
export function recordProblems(
  values: Record<string, unknown>,
  context: { today: string; countryCode: string; only: readonly string[] },
): RecordProblems {
  const errors: Record<string, string> = {};
  const messageValues: Record<string, unknown> = {};
  const checking = new Set(context.only);
  const text = (field: string) => (typeof values[field] === 'string' && values[field] !== '' ? (values[field] as string) : null);

  const type = text('identificationType');
  const number = text('identificationNumber');
  if ((checking.has('identificationType') || checking.has('identificationNumber')) && type && number) {
    const checked = validateIdentificationNumber({ type, value: number, today: context.today });
    if (!checked.ok)
      errors[checked.error === 'UNKNOWN_TYPE' ? 'identificationType' : 'identificationNumber'] =
        checked.error === 'UNKNOWN_TYPE' ? 'validation:invalidOption' : 'validation:identificationInvalid';
  }

  const dateOfBirth = text('dateOfBirth');
  if (checking.has('dateOfBirth') && dateOfBirth && !isOldEnough({ dateOfBirth, today: context.today }))
    errors.dateOfBirth = 'validation:minimumAge';

  const salary = text('salary');
  if (checking.has('salary') && salary !== null && !new Decimal(salary).greaterThan(0)) errors.salary = 'validation:salaryPositive';

  const phones = Array.isArray(values.phones) ? (values.phones as string[]) : [];
  if (checking.has('phones')) {
    const invalid = phones.findIndex((phone) => !validatePhone(phone, { defaultCountry: context.countryCode }).ok);
    if (invalid >= 0) errors[`phones.${invalid}`] = 'validation:phoneNumber';
    else if (findDuplicatePhones(phones, { defaultCountry: context.countryCode }).length) errors.phones = 'validation:phoneDuplicated';
  }

  const bankCode = text('bankCode');
  const accountNumber = text('accountNumber');
  if (
    (checking.has('bankCode') || checking.has('accountNumber')) &&
    bankCode &&
    accountNumber &&
    !validateBankAccount({ bankCode, accountNumber }).ok
  ) {
    const row = BANK_ACCOUNT_DIGITS.find((candidate) => candidate.bankCodes.includes(bankCode));
    errors.accountNumber = row ? 'validation:bankAccountDigits' : 'validation:bankAccountLength';
    Object.assign(
      messageValues,
      row ? { bank: row.bank, digits: row.digits.join(' / ') } : { min: OTHER_BANK_ACCOUNT_LENGTH.min, max: OTHER_BANK_ACCOUNT_LENGTH.max },
    );
  }

  const from = text('passValidFrom');
  const to = text('passValidTo');
  if ((checking.has('passValidFrom') || checking.has('passValidTo')) && from && to && to < from)
    errors.passValidTo = 'validation:endBeforeStart';

  const hiring = text('hiringDate');
  const confirmation = text('confirmationDate');
  if ((checking.has('hiringDate') || checking.has('confirmationDate')) && hiring && confirmation && confirmation < hiring)
    errors.confirmationDate = 'validation:confirmationBeforeHiring';
  return { errors, values: messageValues };
}
