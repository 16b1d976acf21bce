import { hoursMinutes } from '../../../../lib/format.ts';

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * An explanation's values as its sentence shows them: durations (numbers of minutes) as
 * hours:minutes, local times in the user's time format, a band, an action and a part of a day by
 * their names. The rounding unit stays a number of minutes, as the sentence says.
 */
export function explanationValues(
  values: Readonly<Record<string, string | number>>,
  words: {
    readonly time: (localTime: string) => string;
    readonly band: (id: string) => string;
    readonly action: (action: string) => string;
    readonly part: (part: string) => string;
  },
): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') shown[name] = name === 'unit' ? value : hoursMinutes(value);
    else if (name === 'band') shown[name] = words.band(value);
    else if (name === 'action') shown[name] = words.action(value);
    else if (name === 'part') shown[name] = words.part(value);
    else if (LOCAL_TIME.test(value)) shown[name] = words.time(value);
    else shown[name] = value;
  }
  return shown;
}

/** 'YYYY-MM-DD' of a day. */
export const isoDay = (day: { format: (pattern: string) => string }) => day.format('YYYY-MM-DD');
