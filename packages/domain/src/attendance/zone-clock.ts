/**
 * Wall-clock time in an IANA time zone, on whole minutes. Instants are counted in epoch minutes
 * (UTC), local dates as day numbers (days since 1970-01-01, as the work calendar counts them) and
 * local times as minutes of the day. Built on Intl (full ICU ships with Node and every browser), so
 * the package needs no date library, and correct across daylight saving changes although the five
 * countries have none today.
 */

export const MINUTES_PER_DAY = 1440;
export const MS_PER_MINUTE = 60_000;

const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' (00:00–23:59) as minutes of the day, or null. */
export function parseLocalTime(value: string): number | null {
  const match = LOCAL_TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function isLocalTime(value: unknown): value is string {
  return typeof value === 'string' && LOCAL_TIME.test(value);
}

/** parseLocalTime for a value the caller promises is valid; a RangeError names the bad value. */
export function requireLocalTime(value: string, what: string): number {
  const minutes = parseLocalTime(value);
  if (minutes === null) throw new RangeError(`${what} is not a local time (HH:MM): ${JSON.stringify(value)}`);
  return minutes;
}

/** Minutes of the day as 'HH:MM'. */
export function formatLocalTime(minuteOfDay: number): string {
  const minutes = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The whole minute an instant falls in: 08:00:59 is 08:00, as a person reads a clock. */
export const epochMinute = (epochMs: number): number => Math.floor(epochMs / MS_PER_MINUTE);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a zone Intl does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets by quarter hour: every zone changes its offset on a quarter hour, so one lookup serves a
 * whole bucket, and a month of punches of one site needs a few thousand Intl calls, not 100,000.
 */
const BUCKET_MINUTES = 15;
const MAX_CACHED_BUCKETS = 200_000;
const offsets = new Map<string, Map<number, number>>();

/** Minutes the zone's clock is ahead of UTC at an instant (epoch minutes): 480 for Asia/Makassar. */
let lastZone = '';
let lastBucket = NaN;
let lastOffset = 0;

export function zoneOffset(timeZone: string, atMinute: number): number {
  const bucket = Math.floor(atMinute / BUCKET_MINUTES);
  // A site's punches come in runs of the same quarter hour: the last answer is the likeliest.
  if (bucket === lastBucket && timeZone === lastZone) return lastOffset;
  const offset = bucketOffset(timeZone, bucket);
  lastZone = timeZone;
  lastBucket = bucket;
  lastOffset = offset;
  return offset;
}

function bucketOffset(timeZone: string, bucket: number): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const cached = zone.get(bucket);
  if (cached !== undefined) return cached;
  const bucketStart = bucket * BUCKET_MINUTES;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(bucketStart * MS_PER_MINUTE)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) / MS_PER_MINUTE;
  const offset = local - bucketStart;
  if (zone.size >= MAX_CACHED_BUCKETS) zone.clear();
  zone.set(bucket, offset);
  return offset;
}

export interface LocalMinute {
  /** Local date as a day number. */
  readonly day: number;
  /** Minutes since local midnight. */
  readonly minute: number;
}

/** The local date and time of an instant (epoch minutes). */
export function toLocal(timeZone: string, atMinute: number): LocalMinute {
  const local = atMinute + zoneOffset(timeZone, atMinute);
  const day = Math.floor(local / MINUTES_PER_DAY);
  return { day, minute: local - day * MINUTES_PER_DAY };
}

/** Local wall-clock minutes (day × 1440 + minute) of an instant. */
export const toWallMinutes = (timeZone: string, atMinute: number): number => atMinute + zoneOffset(timeZone, atMinute);

/**
 * The instant (epoch minutes) of a local date and time. A time that occurs twice (clocks set back)
 * is its first occurrence; a time that does not occur (clocks set forward) is read with the offset
 * before the change, as a clock not yet set forward would show it (Temporal's 'compatible').
 */
export function fromLocal(timeZone: string, day: number, minuteOfDay: number): number {
  const wall = day * MINUTES_PER_DAY + minuteOfDay;
  // Offset changes are months apart: the offsets a day before and a day after are the only candidates.
  const before = wall - zoneOffset(timeZone, wall - MINUTES_PER_DAY);
  const after = wall - zoneOffset(timeZone, wall + MINUTES_PER_DAY);
  const beforeFits = toWallMinutes(timeZone, before) === wall;
  const afterFits = toWallMinutes(timeZone, after) === wall;
  if (beforeFits && afterFits) return Math.min(before, after);
  if (afterFits) return after;
  return before;
}

const dates = new Map<number, string>();

/**
 * A day number as 'YYYY-MM-DD', remembered: a payrun's timesheets name the same few dozen dates
 * for every employee, and building a Date for each costs more than the rest of the day's figures.
 */
export function isoDate(dayNumber: number): string {
  let date = dates.get(dayNumber);
  if (date === undefined) {
    date = new Date(dayNumber * MINUTES_PER_DAY * MS_PER_MINUTE).toISOString().slice(0, 10);
    if (dates.size >= 100_000) dates.clear();
    dates.set(dayNumber, date);
  }
  return date;
}
