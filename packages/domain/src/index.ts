// Pure rules shared by the server and the web app: no I/O, no clock (today is passed in).
export {
  COMPANY_CURRENCY_DIGITS,
  COUNTRY_REFERENCE,
  DOMAIN_COUNTRIES,
  type CompanyCurrency,
  type CountryReference,
  type DomainCountry,
} from './countries/index.ts';
export { isCalendarDate, parseIsoDate } from './calendar.ts';

export type { IdentificationError, IdentificationResult } from './identification/identification.types.ts';
export {
  IDENTIFICATION_TYPE_IDS,
  IDENTIFICATION_TYPES,
  identificationTypesFor,
  isIdentificationTypeId,
  type IdentificationType,
  type IdentificationTypeId,
} from './identification/identification-types.data.ts';
export {
  compactIdentificationNumber,
  maskIdentificationNumber,
  validateIdentificationNumber,
} from './identification/validate-identification.ts';
export { sgCheckLetter, type SgSeries } from './identification/sg-nric.rules.ts';
export {
  IDENTIFICATION_DOCUMENT_CATEGORIES,
  IDENTIFICATION_DOCUMENT_TYPE_IDS,
  IDENTIFICATION_DOCUMENT_TYPES,
  identificationDocumentTypesFor,
  isIdentificationDocumentTypeId,
  validateIdentificationDocument,
  type IdentificationDocumentCategory,
  type IdentificationDocumentType,
  type IdentificationDocumentTypeId,
} from './identification/identification-documents.data.ts';

export { BANK_ACCOUNT_DIGITS, OTHER_BANK_ACCOUNT_LENGTH, type BankAccountDigitsRow } from './bank-accounts/bank-account-digits.data.ts';
export {
  bankAccountDigitsFor,
  maskAccountNumber,
  validateBankAccount,
  type BankAccountError,
  type BankAccountResult,
} from './bank-accounts/bank-accounts.rules.ts';

export {
  findDuplicatePhones,
  matchesPhoneNumberRule,
  PHONE_NUMBER_RULE,
  validatePhone,
  type PhoneError,
  type PhoneResult,
} from './phones/phones.rules.ts';

export {
  ageOn,
  isOldEnough,
  latestDateOfBirth,
  MINIMUM_EMPLOYEE_AGE,
  PHOTO_MAX_BYTES,
  validateEmailTag,
  validatePhoto,
  type PhotoError,
} from './people/people.rules.ts';

export * from './work-calendar/index.ts';

export {
  REGISTRATION_KINDS,
  REGISTRATIONS,
  registrationDefinition,
  registrationsFor,
  type RegistrationDefinition,
  type RegistrationKind,
} from './company-registrations/company-registrations.data.ts';
export {
  compactRegistration,
  validateRegistration,
  type RegistrationError,
  type RegistrationResult,
} from './company-registrations/company-registrations.rules.ts';
export { LOGO_LIMITS, readRasterImage, validateLogo, type LogoError, type RasterImage } from './images/raster-image.rules.ts';

export * from './attendance/index.ts';
export * from './geo/index.ts';
export * from './salary/index.ts';
