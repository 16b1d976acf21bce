import type { TFunction } from 'i18next';

/** A statutory category's code as words ('sg.extendedChildcare' → the timeOff:categoryCodes.sg.extendedChildcare text). */
export const codeLabel = (t: TFunction, code: string | null) => (code ? t(`timeOff:categoryCodes.${code}`) : t('timeOff:own'));
