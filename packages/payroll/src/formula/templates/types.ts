import type { FormulaType } from '../compiler.ts';

/** Where a template's rule comes from: the instrument, its section, a public address, and when it was read. */
export interface FormulaTemplateSource {
  readonly title: string;
  readonly section: string;
  readonly url: string;
  /** The date (YYYY-MM-DD) the rule was last checked against this source. */
  readonly checked: string;
}

/**
 * A ready payment formula for a country's statutory rule, written in the formula language, with
 * the variables it expects and its sources. `name` is English; the web shows
 * `payroll:formula.templates.<id>` in the user's language.
 */
export interface FormulaTemplate {
  readonly id: string;
  readonly country: 'SG' | 'MY' | 'ID' | 'VN' | 'PH';
  readonly name: string;
  readonly formula: string;
  readonly variables: Readonly<Record<string, FormulaType>>;
  readonly sources: readonly FormulaTemplateSource[];
}
