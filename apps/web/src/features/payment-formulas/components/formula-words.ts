import type { FormulaKind, FormulaVariable } from '@tenaga/contracts/modules/payment-formulas.contracts';

/** The kind a template is adopted as (its rule decides it; the user may change it). */
export function kindOfTemplate(templateId: string): FormulaKind {
  if (/night|overtime|holiday|restDay/i.test(templateId)) return 'overtime';
  if (/hourly/i.test(templateId)) return 'hourlyRate';
  if (/ordinaryRate/i.test(templateId)) return 'dailyRate';
  return 'proration';
}

/** The i18n key of a variable's description: dots become underscores (keys are flat). */
export const variableKey = (name: string) => `variables.${name.replaceAll('.', '_')}`;

/** A band's hours are timesheet.band.<band id>. */
export const bandOf = (name: string) => (name.startsWith('timesheet.band.') ? name.slice('timesheet.band.'.length) : null);

/** Words a variable: its own label (a rate, a custom field), a band's id, else its description. */
export function variableLabel(
  variable: Pick<FormulaVariable, 'name' | 'label'>,
  t: (key: string, values?: Record<string, string>) => string,
) {
  if (variable.label) return variable.label;
  const band = bandOf(variable.name);
  if (band) return t('variables.band', { band });
  return t(variableKey(variable.name), { defaultValue: t('variables.fromTemplate') });
}

/** The company's country from its currency (the region settings carry the currency, not the country). */
export const COUNTRY_OF_CURRENCY: Readonly<Record<string, 'SG' | 'MY' | 'ID' | 'VN' | 'PH'>> = {
  SGD: 'SG',
  MYR: 'MY',
  IDR: 'ID',
  VND: 'VN',
  PHP: 'PH',
};
