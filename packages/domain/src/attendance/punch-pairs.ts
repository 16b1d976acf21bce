import type { RoundingRule } from './setting.types.ts';
import type { Punch } from './timesheet.types.ts';
import { epochMinute, toWallMinutes } from './zone-clock.ts';

/** A clock-in and its clock-out, each on its whole minute. */
export interface PunchPair {
  readonly in: Punch;
  readonly out: Punch;
  readonly inMinute: number;
  readonly outMinute: number;
}

export interface PairedPunches {
  readonly pairs: readonly PunchPair[];
  /** The last clock-in, never followed by a clock-out. */
  readonly openIn: Punch | null;
  /** Clock-outs without a clock-in before them. */
  readonly strayOuts: readonly Punch[];
  /** A second clock-in while in (a double click, or a forgotten clock-out that the day's last one closes). */
  readonly repeated: readonly Punch[];
}

/** A work date's punches as in–out pairs, in time order; an out in the same minute as the last out is a repeat. */
export function pairPunches(punches: readonly Punch[]): PairedPunches {
  const sorted = [...punches].sort((a, b) => a.at - b.at || (a.action === b.action ? 0 : a.action === 'in' ? -1 : 1));
  const pairs: PunchPair[] = [];
  const strayOuts: Punch[] = [];
  const repeated: Punch[] = [];
  let open: Punch | null = null;
  for (const punch of sorted) {
    if (punch.action === 'in') {
      if (open) repeated.push(punch);
      else open = punch;
      continue;
    }
    if (open) {
      pairs.push({ in: open, out: punch, inMinute: epochMinute(open.at), outMinute: epochMinute(punch.at) });
      open = null;
    } else {
      const last = pairs[pairs.length - 1];
      if (last && last.outMinute === epochMinute(punch.at)) repeated.push(punch);
      else strayOuts.push(punch);
    }
  }
  return { pairs, openIn: open, strayOuts, repeated };
}

/** A punch's minute moved to the rule's grid of the local clock (15 minutes: :00, :15, :30, :45). */
export function roundMinute(minute: number, rule: RoundingRule | null, timeZone: string): number {
  if (!rule || rule.unitMinutes <= 1) return minute;
  const wall = toWallMinutes(timeZone, minute);
  const unit = rule.unitMinutes;
  const rest = ((wall % unit) + unit) % unit;
  if (rest === 0) return minute;
  const down = minute - rest;
  if (rule.direction === 'down') return down;
  if (rule.direction === 'up') return down + unit;
  return rest * 2 >= unit ? down + unit : down;
}
