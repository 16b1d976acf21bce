/**
 * Geofences for clocking in: is a reported position inside a site's circle or polygon?
 *
 * Distances are great-circle (haversine on the mean Earth radius, IUGG 6 371 008.8 m): within a
 * fence of a few hundred metres the error against the WGS-84 ellipsoid is well under a metre. A
 * polygon is tested on a local equirectangular projection centred on the position (x east, y
 * north, in metres): over the size of a site the distortion is negligible, and the sites this
 * product serves (SEA, the Philippines) never straddle the antimeridian or a pole, so longitudes
 * are not wrapped. A polygon that crosses ±180° is refused by validatePolygon instead of being
 * tested wrong.
 *
 * The reported accuracy (the browser's `coords.accuracy`, a radius in metres at ~68% confidence)
 * is counted in the employee's favour, but only so far: the position is inside when it lies
 * within the fence or within min(accuracy, ACCURACY_ALLOWANCE_CAP_METERS) of its edge, i.e. when
 * the accuracy circle overlaps the fence, its radius capped. Without the cap a phone that only
 * knows its city (a Wi-Fi or IP fix reporting 3 km) would be "inside" every site in town; with it,
 * honest GPS noise (typically 5–50 m outdoors, up to ~100 m indoors) never turns a person at the
 * gate into an outsider.
 */

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export type Geofence =
  | { readonly kind: 'circle'; readonly center: GeoPoint; readonly radiusMeters: number }
  | { readonly kind: 'polygon'; readonly points: readonly GeoPoint[] };

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_METERS = 6_371_008.8;
/** The most of a reported accuracy that counts towards being inside (see the module comment). */
export const ACCURACY_ALLOWANCE_CAP_METERS = 100;
/** A polygon's corners: a triangle at least, and few enough to type by hand and test quickly. */
export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 100;
/** The largest accuracy a position may report and still be a position (beyond it, the fix is meaningless). */
export const MAX_ACCURACY_METERS = 100_000;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Latitude in [-90, 90] and longitude in [-180, 180], both finite numbers. */
export function isValidPoint(point: { latitude: unknown; longitude: unknown }): point is GeoPoint {
  const { latitude, longitude } = point;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** A reported accuracy: a finite radius from 0 to MAX_ACCURACY_METERS. */
export function isValidAccuracy(accuracy: unknown): accuracy is number {
  return typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= MAX_ACCURACY_METERS;
}

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Xy {
  readonly x: number;
  readonly y: number;
}

/** Metres east and north of `origin` (equirectangular, good over a site's extent). */
function project(origin: GeoPoint, point: GeoPoint): Xy {
  return {
    x: toRadians(point.longitude - origin.longitude) * Math.cos(toRadians(origin.latitude)) * EARTH_RADIUS_METERS,
    y: toRadians(point.latitude - origin.latitude) * EARTH_RADIUS_METERS,
  };
}

/** Ray casting (even–odd) for the origin (0, 0) against a closed ring. */
function ringContainsOrigin(ring: readonly Xy[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > 0 !== b.y > 0 && 0 < ((b.x - a.x) * (0 - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from the origin to the segment a–b. */
function originToSegment(a: Xy, b: Xy): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / lengthSquared));
  return Math.hypot(a.x + t * dx, a.y + t * dy);
}

/** How far outside the fence the point lies, in metres; 0 when it is inside (or on the edge). */
export function distanceOutside(fence: Geofence, point: GeoPoint): number {
  if (fence.kind === 'circle') return Math.max(0, distanceMeters(fence.center, point) - fence.radiusMeters);
  const ring = fence.points.map((corner) => project(point, corner));
  if (ringContainsOrigin(ring)) return 0;
  let nearest = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) nearest = Math.min(nearest, originToSegment(ring[j]!, ring[i]!));
  return nearest;
}

export interface GeofenceCheck {
  /** Inside under the accuracy rule of the module comment. */
  readonly inside: boolean;
  /** How far outside the fence the reported point lies (0 inside), before the accuracy allowance. */
  readonly distanceOutsideMeters: number;
  /** The part of the reported accuracy that was counted. */
  readonly allowanceMeters: number;
}

/**
 * Whether a reported position is inside the fence, its accuracy counted up to the cap. The
 * position and accuracy must be valid (isValidPoint, isValidAccuracy): the caller refuses bad
 * input with its own message rather than calling a bad point "outside".
 */
export function checkGeofence(input: { fence: Geofence; position: GeoPoint; accuracyMeters?: number | null }): GeofenceCheck {
  const outside = distanceOutside(input.fence, input.position);
  const allowance = Math.min(Math.max(0, input.accuracyMeters ?? 0), ACCURACY_ALLOWANCE_CAP_METERS);
  return { inside: outside <= allowance, distanceOutsideMeters: outside, allowanceMeters: allowance };
}

export type PolygonProblem = 'tooFewPoints' | 'tooManyPoints' | 'badCoordinate' | 'noArea' | 'selfIntersecting' | 'tooLarge';

/** The widest a polygon may span (metres from its first corner): a site, not a province. */
export const POLYGON_MAX_SPAN_METERS = 50_000;

const cross = (o: Xy, a: Xy, b: Xy) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function segmentsCross(a: Xy, b: Xy, c: Xy, d: Xy): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/**
 * Why a polygon cannot be a geofence, or null when it can: 3 to 100 valid corners (the ring
 * closes by itself; a repeated first corner at the end is allowed), a real area, no edge crossing
 * another, and no wider than POLYGON_MAX_SPAN_METERS (which also keeps it off the antimeridian).
 */
export function validatePolygon(points: readonly { latitude: unknown; longitude: unknown }[]): PolygonProblem | null {
  if (!points.every((point) => isValidPoint(point))) return 'badCoordinate';
  const corners = closedRingCorners(points as readonly GeoPoint[]);
  if (corners.length < POLYGON_MIN_POINTS) return 'tooFewPoints';
  if (corners.length > POLYGON_MAX_POINTS) return 'tooManyPoints';
  const origin = corners[0]!;
  const ring = corners.map((corner) => project(origin, corner));
  // Measured on the projection, whose longitudes are not wrapped: a ring across ±180° is huge here.
  if (ring.some((point) => Math.hypot(point.x, point.y) > POLYGON_MAX_SPAN_METERS)) return 'tooLarge';
  const edges = ring.map((point, i) => [point, ring[(i + 1) % ring.length]!] as const);
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      if (j === i + 1 || (i === 0 && j === edges.length - 1)) continue;
      if (segmentsCross(edges[i]![0], edges[i]![1], edges[j]![0], edges[j]![1])) return 'selfIntersecting';
    }
  }
  let twiceArea = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twiceArea += ring[j]!.x * ring[i]!.y - ring[i]!.x * ring[j]!.y;
  // Less than a square metre is a line or a point typed by mistake.
  if (Math.abs(twiceArea) / 2 < 1) return 'noArea';
  return null;
}

/** The corners without a closing repeat of the first. */
function closedRingCorners(points: readonly GeoPoint[]): readonly GeoPoint[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first.latitude === last.latitude && first.longitude === last.longitude)
    return points.slice(0, -1);
  return points;
}
