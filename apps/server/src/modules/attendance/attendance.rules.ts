import { CLOCK_LIMITS, type AttendanceAction, type AttendanceSource, type ClockProof, type OutsideRule } from '@tenaga/contracts';
import { checkGeofence, distanceOutside, type GeoPoint, type Geofence } from '@tenaga/domain';

/** A site as clocking in sees it: its fence, its zone (the company's when it has none) and its rules. */
export interface ClockSite {
  readonly id: string;
  readonly name: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMeters: number | null;
  readonly polygon: readonly GeoPoint[] | null;
  readonly timezone: string;
  readonly outsideRule: OutsideRule;
  readonly proofs: readonly ClockProof[];
  readonly anyEmployee: boolean;
}

/** The site's geofence: its polygon when it has one, else its circle, else none. */
export function fenceOf(site: ClockSite): Geofence | null {
  if (site.polygon && site.polygon.length >= CLOCK_LIMITS.polygonMinPoints) return { kind: 'polygon', points: site.polygon };
  if (site.latitude !== null && site.longitude !== null && site.radiusMeters !== null)
    return { kind: 'circle', center: { latitude: site.latitude, longitude: site.longitude }, radiusMeters: site.radiusMeters };
  return null;
}

/** Where an employee may clock in: their own site, and every site open to everyone. */
export function allowedSites(sites: readonly ClockSite[], employeeSiteId: string | null): ClockSite[] {
  return sites.filter((site) => site.anyEmployee || site.id === employeeSiteId);
}

/**
 * The site a punch belongs to, when no QR code names it:
 * 1. a clock-out: the site of the open clock-in, if the employee may still clock there;
 * 2. with a position: the employee's own site when they are inside it, else the nearest allowed
 *    site they are inside, else their own site (whose rule outside then applies), else the
 *    nearest fenced allowed site;
 * 3. without one: the employee's own site, else the first allowed site by name (so a site's
 *    proofs cannot be skipped by sending no position);
 * 4. no allowed site at all: none (a company that has not set up sites still records time).
 */
export function chooseSite(input: {
  allowed: readonly ClockSite[];
  employeeSiteId: string | null;
  action: AttendanceAction;
  openSiteId: string | null;
  position: GeoPoint | null;
  accuracy: number | null;
}): ClockSite | null {
  const { allowed, employeeSiteId, position } = input;
  const own = allowed.find((site) => site.id === employeeSiteId) ?? null;
  if (input.action === 'out' && input.openSiteId) {
    const open = allowed.find((site) => site.id === input.openSiteId);
    if (open) return open;
  }
  if (position) {
    const fenced = allowed
      .map((site) => ({ site, fence: fenceOf(site) }))
      .filter((entry): entry is { site: ClockSite; fence: Geofence } => entry.fence !== null)
      .map((entry) => ({
        site: entry.site,
        distance: distanceOutside(entry.fence, position),
        inside: checkGeofence({ fence: entry.fence, position, accuracyMeters: input.accuracy }).inside,
      }))
      .sort((a, b) => a.distance - b.distance || a.site.name.localeCompare(b.site.name));
    const insideOwn = fenced.find((entry) => entry.inside && entry.site.id === employeeSiteId);
    if (insideOwn) return insideOwn.site;
    const insideAny = fenced.find((entry) => entry.inside);
    if (insideAny) return insideAny.site;
    if (own) return own;
    if (fenced[0]) return fenced[0].site;
  }
  if (own) return own;
  return [...allowed].sort((a, b) => a.name.localeCompare(b.name))[0] ?? null;
}

/** Inside the site's fence (null without a position or a fence), and how far outside. */
export function placeOf(site: ClockSite | null, position: GeoPoint | null, accuracy: number | null) {
  const fence = site ? fenceOf(site) : null;
  if (!fence || !position) return { inside: null, metersOutside: null };
  const check = checkGeofence({ fence, position, accuracyMeters: accuracy });
  return { inside: check.inside, metersOutside: Math.round(check.distanceOutsideMeters) };
}

export type ClockRefusal =
  | { code: 'CLOCK_TIME_IN_FUTURE' }
  | { code: 'CLOCK_TIME_TOO_OLD'; days: number }
  | { code: 'ALREADY_CLOCKED_IN' }
  | { code: 'NOT_CLOCKED_IN' }
  | { code: 'LOCATION_REQUIRED'; siteName: string }
  | { code: 'QR_REQUIRED'; siteName: string }
  | { code: 'PHOTO_REQUIRED'; siteName: string }
  | { code: 'OUTSIDE_GEOFENCE'; siteName: string; meters: number };

/** A punch's time: not ahead of the server (a device a little fast is fine), not older than a week. */
export function timeRefusal(input: { at: number; now: number }): ClockRefusal | null {
  if (input.at > input.now + CLOCK_LIMITS.futureToleranceMs) return { code: 'CLOCK_TIME_IN_FUTURE' };
  if (input.now - input.at > CLOCK_LIMITS.maxOfflineAgeMs)
    return { code: 'CLOCK_TIME_TOO_OLD', days: Math.round(CLOCK_LIMITS.maxOfflineAgeMs / 86_400_000) };
  return null;
}

/** In after in, or out without an open in: the punch before this one's time decides. */
export function sequenceRefusal(input: { action: AttendanceAction; previous: AttendanceAction | null }): ClockRefusal | null {
  if (input.action === 'in' && input.previous === 'in') return { code: 'ALREADY_CLOCKED_IN' };
  if (input.action === 'out' && input.previous !== 'in') return { code: 'NOT_CLOCKED_IN' };
  return null;
}

/**
 * The site's proofs and its rule outside the fence. A valid QR code of the site proves presence:
 * a QR punch that the position puts outside (GPS drifts indoors) is flagged rather than refused.
 */
export function siteDecision(input: {
  site: ClockSite | null;
  hasPosition: boolean;
  inside: boolean | null;
  metersOutside: number | null;
  qrValid: boolean;
  hasPhoto: boolean;
}): { refusal: ClockRefusal | null; flagged: boolean } {
  const { site } = input;
  if (!site) return { refusal: null, flagged: false };
  if (site.proofs.includes('geofence') && !input.hasPosition)
    return { refusal: { code: 'LOCATION_REQUIRED', siteName: site.name }, flagged: false };
  if (site.proofs.includes('qr') && !input.qrValid) return { refusal: { code: 'QR_REQUIRED', siteName: site.name }, flagged: false };
  if (site.proofs.includes('photo') && !input.hasPhoto) return { refusal: { code: 'PHOTO_REQUIRED', siteName: site.name }, flagged: false };
  if (input.inside !== false) return { refusal: null, flagged: false };
  if (site.outsideRule === 'refuse' && !input.qrValid)
    return { refusal: { code: 'OUTSIDE_GEOFENCE', siteName: site.name, meters: input.metersOutside ?? 0 }, flagged: false };
  return { refusal: null, flagged: site.outsideRule !== 'allow' };
}

/** How the punch arrived: a QR code's, kept offline (a time given), or the web app's. */
export function sourceOf(input: { qr: boolean; at: boolean }): AttendanceSource {
  if (input.qr) return 'qr';
  return input.at ? 'offline' : 'web';
}
