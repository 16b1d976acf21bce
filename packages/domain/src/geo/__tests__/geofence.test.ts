import { describe, expect, it } from 'vitest';
import {
  ACCURACY_ALLOWANCE_CAP_METERS,
  checkGeofence,
  distanceMeters,
  distanceOutside,
  isValidAccuracy,
  isValidPoint,
  validatePolygon,
  type GeoPoint,
  type Geofence,
} from '../geofence.ts';

/** A point `north` and `east` metres from `origin` (small offsets; the inverse of the local projection). */
function offset(origin: GeoPoint, { north = 0, east = 0 }: { north?: number; east?: number }): GeoPoint {
  const metresPerDegree = (Math.PI / 180) * 6_371_008.8;
  return {
    latitude: origin.latitude + north / metresPerDegree,
    longitude: origin.longitude + east / (metresPerDegree * Math.cos((origin.latitude * Math.PI) / 180)),
  };
}

// Real places of the product's countries: no site is near the antimeridian or a pole.
const MARINA_BAY: GeoPoint = { latitude: 1.2834, longitude: 103.8607 };
const KL_SENTRAL: GeoPoint = { latitude: 3.1343, longitude: 101.6861 };
const MONAS_JAKARTA: GeoPoint = { latitude: -6.1754, longitude: 106.8272 };
const MAKASSAR: GeoPoint = { latitude: -5.1477, longitude: 119.4327 };
const BEN_THANH: GeoPoint = { latitude: 10.7725, longitude: 106.698 };
const MANILA: GeoPoint = { latitude: 14.5995, longitude: 120.9842 };

describe('distanceMeters (haversine)', () => {
  it.each([
    // Published great-circle distances between the landmarks, to the kilometre; ±0.3% covers the sphere against the ellipsoid.
    ['Singapore to Kuala Lumpur', MARINA_BAY, KL_SENTRAL, 317_000],
    ['Jakarta to Makassar', MONAS_JAKARTA, MAKASSAR, 1_400_000],
    ['Ho Chi Minh City to Manila', BEN_THANH, MANILA, 1_607_000],
  ])('%s', (_, a, b, metres) => {
    expect(Math.abs(distanceMeters(a, b) - metres)).toBeLessThan(metres * 0.003);
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
  });

  it('is exact enough at a site’s scale: 100 m north and 100 m east', () => {
    expect(distanceMeters(MARINA_BAY, offset(MARINA_BAY, { north: 100 }))).toBeCloseTo(100, 1);
    expect(distanceMeters(MONAS_JAKARTA, offset(MONAS_JAKARTA, { east: 100 }))).toBeCloseTo(100, 1);
    expect(distanceMeters(MANILA, MANILA)).toBe(0);
  });

  it('crosses the equator without a jump (Singapore ↔ Jakarta sites on either side)', () => {
    const north = { latitude: 0.0005, longitude: 109.0 };
    const south = { latitude: -0.0005, longitude: 109.0 };
    expect(distanceMeters(north, south)).toBeCloseTo(111.2, 0);
  });
});

describe('circle geofence', () => {
  const fence: Geofence = { kind: 'circle', center: MARINA_BAY, radiusMeters: 150 };

  it.each([
    ['at the centre', 0, 0, true],
    ['120 m away', 120, 0, true],
    ['on the edge', 149.9, 0, true],
    ['160 m away', 160, 0, false],
    ['160 m away with 15 m accuracy (the accuracy circle reaches the fence)', 160, 15, true],
    ['160 m away with 5 m accuracy', 160, 5, false],
    ['240 m away with 100 m accuracy', 240, 100, true],
    // The cap: a fix that only knows the district does not make a far point inside.
    ['400 m away with 3 km accuracy', 400, 3_000, false],
    ['249 m away with 3 km accuracy (the capped 100 m still reaches)', 249, 3_000, true],
  ])('%s → inside %s', (_, metres, accuracy, inside) => {
    const position = offset(MARINA_BAY, { north: metres * 0.6, east: metres * 0.8 });
    const result = checkGeofence({ fence, position, accuracyMeters: accuracy });
    expect(result.inside).toBe(inside);
    expect(result.allowanceMeters).toBe(Math.min(accuracy, ACCURACY_ALLOWANCE_CAP_METERS));
  });

  it('says how far outside the point is, before the allowance', () => {
    const result = checkGeofence({ fence, position: offset(MARINA_BAY, { north: 350 }), accuracyMeters: null });
    expect(result.inside).toBe(false);
    expect(result.distanceOutsideMeters).toBeCloseTo(200, 0);
    expect(result.allowanceMeters).toBe(0);
  });
});

describe('polygon geofence (ray casting on a local projection)', () => {
  // An L-shaped yard in Makassar (WITA), 200 m × 200 m with the north-east quarter cut out.
  const yard = [
    offset(MAKASSAR, {}),
    offset(MAKASSAR, { east: 200 }),
    offset(MAKASSAR, { east: 200, north: 100 }),
    offset(MAKASSAR, { east: 100, north: 100 }),
    offset(MAKASSAR, { east: 100, north: 200 }),
    offset(MAKASSAR, { north: 200 }),
  ];
  const fence: Geofence = { kind: 'polygon', points: yard };

  it.each([
    ['in the south-west quarter', { east: 50, north: 50 }, true],
    ['in the south-east arm', { east: 150, north: 50 }, true],
    ['in the north-west arm', { east: 50, north: 150 }, true],
    ['in the cut-out corner', { east: 150, north: 150 }, false],
    ['west of the yard', { east: -40, north: 100 }, false],
    ['south of the yard', { east: 100, north: -30 }, false],
  ])('%s → inside %s', (_, where, inside) => {
    expect(checkGeofence({ fence, position: offset(MAKASSAR, where) }).inside).toBe(inside);
  });

  it('measures the distance to the nearest edge, and counts the accuracy against it', () => {
    const cutOut = offset(MAKASSAR, { east: 130, north: 150 });
    expect(distanceOutside(fence, cutOut)).toBeCloseTo(30, 0);
    expect(checkGeofence({ fence, position: cutOut, accuracyMeters: 20 }).inside).toBe(false);
    expect(checkGeofence({ fence, position: cutOut, accuracyMeters: 35 }).inside).toBe(true);
    expect(distanceOutside(fence, offset(MAKASSAR, { east: 50, north: 50 }))).toBe(0);
  });

  it('works south of the equator and closed or open alike (a repeated first corner)', () => {
    const closed: Geofence = { kind: 'polygon', points: [...yard, yard[0]!] };
    expect(checkGeofence({ fence: closed, position: offset(MAKASSAR, { east: 150, north: 50 }) }).inside).toBe(true);
    expect(checkGeofence({ fence: closed, position: offset(MAKASSAR, { east: 150, north: 150 }) }).inside).toBe(false);
  });
});

describe('bad coordinates', () => {
  it.each([
    [{ latitude: 91, longitude: 100 }],
    [{ latitude: -90.0001, longitude: 100 }],
    [{ latitude: 1, longitude: 180.5 }],
    [{ latitude: Number.NaN, longitude: 103 }],
    [{ latitude: 1, longitude: Number.POSITIVE_INFINITY }],
    [{ latitude: '1.28', longitude: 103.86 }],
    [{ latitude: null, longitude: 103.86 }],
  ])('%j is not a point', (point) => {
    expect(isValidPoint(point as { latitude: unknown; longitude: unknown })).toBe(false);
  });

  it('accepts the extremes of the ranges', () => {
    expect(isValidPoint({ latitude: 90, longitude: -180 })).toBe(true);
    expect(isValidPoint({ latitude: -90, longitude: 180 })).toBe(true);
  });

  it.each([
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [100_001, false],
    [0, true],
    [12.5, true],
  ])('accuracy %s valid: %s', (accuracy, valid) => {
    expect(isValidAccuracy(accuracy)).toBe(valid);
  });
});

describe('validatePolygon', () => {
  const square = [
    offset(BEN_THANH, {}),
    offset(BEN_THANH, { east: 100 }),
    offset(BEN_THANH, { east: 100, north: 100 }),
    offset(BEN_THANH, { north: 100 }),
  ];

  it('accepts a square, open or closed', () => {
    expect(validatePolygon(square)).toBeNull();
    expect(validatePolygon([...square, square[0]!])).toBeNull();
  });

  it.each([
    ['two corners', square.slice(0, 2), 'tooFewPoints'],
    ['a triangle closed back on itself (two distinct corners)', [square[0]!, square[1]!, square[0]!], 'tooFewPoints'],
    [
      '101 corners',
      Array.from({ length: 101 }, (_, i) => offset(BEN_THANH, { east: 50 * Math.cos(i / 16), north: 50 * Math.sin(i / 16) })),
      'tooManyPoints',
    ],
    ['a corner out of range', [...square.slice(0, 3), { latitude: 95, longitude: 106 }], 'badCoordinate'],
    ['three corners on a line', [square[0]!, offset(BEN_THANH, { east: 50 }), square[1]!], 'noArea'],
    ['a bow tie', [square[0]!, square[1]!, square[3]!, square[2]!], 'selfIntersecting'],
    ['a province', [MONAS_JAKARTA, MAKASSAR, MARINA_BAY], 'tooLarge'],
    [
      'a ring across the antimeridian',
      [
        { latitude: -16.5, longitude: 179.99 },
        { latitude: -16.5, longitude: -179.99 },
        { latitude: -16.49, longitude: -179.99 },
      ],
      'tooLarge',
    ],
  ])('refuses %s', (_, points, problem) => {
    expect(validatePolygon(points)).toBe(problem);
  });
});
