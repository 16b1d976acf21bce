/** The form's values of a leave profile: the profile and the starting days typed per category. */
export interface LeaveProfileValues {
  profileId?: string;
  starting?: Record<string, string | undefined>;
}

/** The starting days typed (empty ones left out). */
export function typedStartingDays(values: LeaveProfileValues) {
  return Object.entries(values.starting ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([categoryId, days]) => ({ categoryId, days: days.trim() }));
}
