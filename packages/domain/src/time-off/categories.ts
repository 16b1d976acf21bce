/**
 * Time-off category codes. The common ones every country has, then each country's own (prefixed
 * with the country, so that a Singapore company and a Philippine one never share a meaning).
 */
export const COMMON_LEAVE_CATEGORIES = [
  'annual',
  'sick',
  'hospitalisation',
  'childcare',
  'maternity',
  'paternity',
  'sharedParental',
  'marriage',
  'compassionate',
  'unpaid',
  'timeOffInLieu',
] as const;

export const COUNTRY_LEAVE_CATEGORIES = [
  'sg.extendedChildcare',
  'sg.unpaidInfantCare',
  'id.childMarriage',
  'id.childCircumcision',
  'id.childBaptism',
  'id.wifeGivingBirth',
  'id.householdBereavement',
  'vn.childMarriage',
  'ph.serviceIncentive',
  'ph.soloParent',
  'ph.vawc',
  'ph.specialLeaveForWomen',
] as const;

export const LEAVE_CATEGORY_CODES = [...COMMON_LEAVE_CATEGORIES, ...COUNTRY_LEAVE_CATEGORIES] as const;
export type LeaveCategoryCode = (typeof LEAVE_CATEGORY_CODES)[number];

const CODES: ReadonlySet<string> = new Set(LEAVE_CATEGORY_CODES);
export const isLeaveCategoryCode = (value: unknown): value is LeaveCategoryCode => typeof value === 'string' && CODES.has(value);
