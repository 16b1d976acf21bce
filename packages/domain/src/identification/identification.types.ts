/** Why an identification number was refused: a code the caller maps to a translated message. */
export type IdentificationError =
  /** Nothing but blanks and separators. */
  | 'REQUIRED'
  /** Not one of IDENTIFICATION_TYPES. */
  | 'UNKNOWN_TYPE'
  /** Characters or shape that the document never has (letters in a MyKad, a FIN starting with S). */
  | 'INVALID_FORMAT'
  /** The right characters, but not as many as the document has. */
  | 'INVALID_LENGTH'
  /** The check letter or digit does not match the rest. */
  | 'INVALID_CHECKSUM'
  /** The date of birth it carries is not a calendar date, or is after today. */
  | 'INVALID_DATE'
  /** The place of birth or registration code is not one the issuer uses. */
  | 'INVALID_PLACE_CODE';

export type IdentificationResult =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: IdentificationError };

/** One document's check, on the compact value (upper case, no blanks, dots or hyphens). */
export type IdentificationRule = (compact: string, context: { readonly today: string | undefined }) => IdentificationError | null;
