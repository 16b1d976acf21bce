import { ID_TEMPLATES } from './id.ts';
import { MY_TEMPLATES } from './my.ts';
import { PH_TEMPLATES } from './ph.ts';
import { SG_TEMPLATES } from './sg.ts';
import type { OvertimeTemplate } from './template.types.ts';
import { VN_TEMPLATES } from './vn.ts';

export type { LegalSource, OvertimeTemplate } from './template.types.ts';

/** Every dated statutory template, the starting defaults a company's overtime rules are made from. */
export const OVERTIME_TEMPLATES: readonly OvertimeTemplate[] = [
  ...SG_TEMPLATES,
  ...MY_TEMPLATES,
  ...ID_TEMPLATES,
  ...VN_TEMPLATES,
  ...PH_TEMPLATES,
];

/**
 * The template in force on a date for a country and a working week (five or six days; ignored
 * where the law does not tell them apart), or null before the law's first template.
 */
export function overtimeTemplate(query: {
  readonly country: OvertimeTemplate['country'];
  readonly asOf: string;
  readonly workWeek: 'fiveDay' | 'sixDay';
}): OvertimeTemplate | null {
  let found: OvertimeTemplate | null = null;
  for (const template of OVERTIME_TEMPLATES) {
    if (template.country !== query.country || template.effectiveFrom > query.asOf) continue;
    if (template.workWeek !== null && template.workWeek !== query.workWeek) continue;
    if (!found || template.effectiveFrom >= found.effectiveFrom) found = template;
  }
  return found;
}

/** Every band id the templates name: each needs its label, `attendance:bands.<id>`, in the five languages. */
export const TEMPLATE_BAND_IDS: readonly string[] = [
  ...new Set(OVERTIME_TEMPLATES.flatMap((template) => template.policy.bands.map((band) => band.id))),
];
