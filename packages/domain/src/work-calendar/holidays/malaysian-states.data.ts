import { WEEKDAY } from '../day-numbers.ts';

export const MALAYSIAN_STATE_CODES = [
  'MY-01',
  'MY-02',
  'MY-03',
  'MY-04',
  'MY-05',
  'MY-06',
  'MY-07',
  'MY-08',
  'MY-09',
  'MY-10',
  'MY-11',
  'MY-12',
  'MY-13',
  'MY-14',
  'MY-15',
  'MY-16',
] as const;
/** ISO 3166-2:MY: the 13 states and the 3 federal territories (MY-14 to MY-16). */
export type MalaysianStateCode = (typeof MALAYSIAN_STATE_CODES)[number];

export interface MalaysianState {
  readonly code: MalaysianStateCode;
  readonly name: string;
  readonly weekend: 'sat-sun' | 'fri-sat';
  /**
   * The ISO weekday index (Monday 0) whose holidays move to the next working day: Sunday in the
   * states with a Saturday–Sunday weekend (Holidays Act 1951 s. 3); in the Friday–Saturday states
   * the state's own weekly holiday — Friday in Kedah, Saturday in Kelantan and Terengganu.
   */
  readonly substitutedWeekday: number;
}

/** Johor went back to a Saturday–Sunday weekend on 1 January 2025. */
export const MALAYSIAN_STATES: readonly MalaysianState[] = [
  { code: 'MY-01', name: 'Johor', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-02', name: 'Kedah', weekend: 'fri-sat', substitutedWeekday: WEEKDAY.friday },
  { code: 'MY-03', name: 'Kelantan', weekend: 'fri-sat', substitutedWeekday: WEEKDAY.saturday },
  { code: 'MY-04', name: 'Melaka', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-05', name: 'Negeri Sembilan', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-06', name: 'Pahang', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-07', name: 'Pulau Pinang', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-08', name: 'Perak', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-09', name: 'Perlis', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-10', name: 'Selangor', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-11', name: 'Terengganu', weekend: 'fri-sat', substitutedWeekday: WEEKDAY.saturday },
  { code: 'MY-12', name: 'Sabah', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-13', name: 'Sarawak', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-14', name: 'Wilayah Persekutuan Kuala Lumpur', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-15', name: 'Wilayah Persekutuan Labuan', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
  { code: 'MY-16', name: 'Wilayah Persekutuan Putrajaya', weekend: 'sat-sun', substitutedWeekday: WEEKDAY.sunday },
];

export function isMalaysianStateCode(value: string): value is MalaysianStateCode {
  return (MALAYSIAN_STATE_CODES as readonly string[]).includes(value);
}
