import { ID_TEMPLATES } from './id.ts';
import { MY_TEMPLATES } from './my.ts';
import { PH_TEMPLATES } from './ph.ts';
import { SG_TEMPLATES } from './sg.ts';
import type { FormulaTemplate } from './types.ts';
import { VN_TEMPLATES } from './vn.ts';

export type { FormulaTemplate, FormulaTemplateSource } from './types.ts';

/** Every country's statutory formula templates, by country. */
export const FORMULA_TEMPLATES: readonly FormulaTemplate[] = [
  ...SG_TEMPLATES,
  ...MY_TEMPLATES,
  ...ID_TEMPLATES,
  ...VN_TEMPLATES,
  ...PH_TEMPLATES,
];
