import { describe, expect, it } from 'vitest';
import { CLOCK_LIMITS } from '@tenaga/contracts';
import { qrSiteOf, signQrToken, verifyQrToken } from '../attendance.qr.ts';
import { chooseSite, sequenceRefusal, siteDecision, sourceOf, timeRefusal, type ClockSite } from '../attendance.rules.ts';

const SITE_ID = '0b6f3c2e-5d4a-4b8e-9f10-2a3b4c5d6e7f';
const SECRET = 'a'.repeat(64);
const T0 = Date.UTC(2026, 10, 27, 0, 58, 10);

describe('QR tokens: signed, rotating, expiring', () => {
  it('accepts a code from its window until 60 s after the window began, then calls it expired', () => {
    const { token, refreshAt, expiresAt } = signQrToken({ secret: SECRET, siteId: SITE_ID, at: T0 });
    const windowStart = Math.floor(T0 / CLOCK_LIMITS.qrWindowMs) * CLOCK_LIMITS.qrWindowMs;
    expect(refreshAt).toBe(windowStart + 30_000);
    expect(expiresAt).toBe(windowStart + 59_999);
    expect(qrSiteOf(token)).toBe(SITE_ID);
    expect(verifyQrToken({ token, secret: SECRET, at: T0 })).toBe('valid');
    expect(verifyQrToken({ token, secret: SECRET, at: expiresAt })).toBe('valid');
    expect(verifyQrToken({ token, secret: SECRET, at: expiresAt + 1 })).toBe('expired');
    expect(verifyQrToken({ token, secret: SECRET, at: T0 + 3_600_000 })).toBe('expired');
  });

  it('rotates: the next window gives another token', () => {
    const first = signQrToken({ secret: SECRET, siteId: SITE_ID, at: T0 }).token;
    const next = signQrToken({ secret: SECRET, siteId: SITE_ID, at: T0 + 30_000 }).token;
    expect(next).not.toBe(first);
    expect(signQrToken({ secret: SECRET, siteId: SITE_ID, at: T0 + 1 }).token).toBe(first);
  });

  it('refuses another secret, another site, a changed window, a code from the future and garbage', () => {
    const { token } = signQrToken({ secret: SECRET, siteId: SITE_ID, at: T0 });
    expect(verifyQrToken({ token, secret: 'b'.repeat(64), at: T0 })).toBe('invalid');
    const otherSite = token.replace(SITE_ID, '1b6f3c2e-5d4a-4b8e-9f10-2a3b4c5d6e7f');
    expect(verifyQrToken({ token: otherSite, secret: SECRET, at: T0 })).toBe('invalid');
    const [site, window, signature] = token.split('.');
    const moved = `${site}.${Number(window) + 100}.${signature}`;
    expect(verifyQrToken({ token: moved, secret: SECRET, at: T0 + 100 * 30_000 })).toBe('invalid');
    const ahead = signQrToken({ secret: SECRET, siteId: SITE_ID, at: T0 + 10 * 60_000 }).token;
    expect(verifyQrToken({ token: ahead, secret: SECRET, at: T0 })).toBe('invalid');
    for (const garbage of ['', 'x', `${SITE_ID}.1.short`, `${SITE_ID}..${signature}`, 'https://example.com'])
      expect(verifyQrToken({ token: garbage, secret: SECRET, at: T0 })).toBe('invalid');
  });
});

describe('clock rules', () => {
  it.each([
    [T0, null],
    [T0 + 60_000, null],
    [T0 + 3 * 60_000, 'CLOCK_TIME_IN_FUTURE'],
    [T0 - 6 * 86_400_000, null],
    [T0 - 7 * 86_400_000 - 1, 'CLOCK_TIME_TOO_OLD'],
  ])('a punch at %s (now %s) → %s', (at, code) => {
    expect(timeRefusal({ at, now: T0 })?.code ?? null).toBe(code);
  });

  it.each([
    ['in', null, null],
    ['in', 'out', null],
    ['in', 'in', 'ALREADY_CLOCKED_IN'],
    ['out', 'in', null],
    ['out', 'out', 'NOT_CLOCKED_IN'],
    ['out', null, 'NOT_CLOCKED_IN'],
  ] as const)('%s after %s → %s', (action, previous, code) => {
    expect(sequenceRefusal({ action, previous })?.code ?? null).toBe(code);
  });

  const site = (overrides: Partial<ClockSite>): ClockSite => ({
    id: 'own',
    name: 'Own',
    latitude: 1.2834,
    longitude: 103.8607,
    radiusMeters: 100,
    polygon: null,
    timezone: 'Asia/Singapore',
    outsideRule: 'allowFlag',
    proofs: [],
    anyEmployee: false,
    ...overrides,
  });

  it('site decision: proofs first, then the rule outside; a valid QR code turns a refusal into a flag', () => {
    const refuse = site({ outsideRule: 'refuse', proofs: ['geofence'] });
    const base = { hasPosition: true, inside: false, metersOutside: 240, qrValid: false, hasPhoto: false };
    expect(siteDecision({ site: refuse, ...base }).refusal).toEqual({ code: 'OUTSIDE_GEOFENCE', siteName: 'Own', meters: 240 });
    expect(siteDecision({ site: refuse, ...base, qrValid: true })).toEqual({ refusal: null, flagged: true });
    expect(siteDecision({ site: refuse, ...base, hasPosition: false, inside: null }).refusal?.code).toBe('LOCATION_REQUIRED');
    expect(siteDecision({ site: site({ proofs: ['qr'] }), ...base, inside: true }).refusal?.code).toBe('QR_REQUIRED');
    expect(siteDecision({ site: site({ proofs: ['photo'] }), ...base, inside: true })).toEqual({
      refusal: { code: 'PHOTO_REQUIRED', siteName: 'Own' },
      flagged: false,
    });
    expect(siteDecision({ site: site({ proofs: ['photo'] }), ...base, inside: true, hasPhoto: true })).toEqual({
      refusal: null,
      flagged: false,
    });
    expect(siteDecision({ site: site({ outsideRule: 'allow' }), ...base })).toEqual({ refusal: null, flagged: false });
    expect(siteDecision({ site: site({}), ...base })).toEqual({ refusal: null, flagged: true });
    expect(siteDecision({ site: null, ...base })).toEqual({ refusal: null, flagged: false });
  });

  it('chooses the open clock-in’s site for a clock-out, the site one stands in, else one’s own, else the first by name', () => {
    const own = site({});
    const far = site({ id: 'far', name: 'Far', latitude: 1.3834, anyEmployee: true });
    const allowed = [own, far];
    const atFar = { latitude: 1.3834, longitude: 103.8607 };
    const base = { allowed, employeeSiteId: 'own', openSiteId: null, accuracy: null };
    expect(chooseSite({ ...base, action: 'in', position: atFar })?.id).toBe('far');
    expect(chooseSite({ ...base, action: 'in', position: { latitude: 1.5, longitude: 103.8607 } })?.id).toBe('own');
    expect(chooseSite({ ...base, action: 'out', openSiteId: 'far', position: null })?.id).toBe('far');
    expect(chooseSite({ ...base, action: 'in', position: null })?.id).toBe('own');
    expect(chooseSite({ ...base, employeeSiteId: null, allowed: [far], action: 'in', position: null })?.id).toBe('far');
    expect(chooseSite({ ...base, allowed: [], action: 'in', position: atFar })).toBeNull();
  });

  it('names the source: QR, offline (a time given) or web', () => {
    expect(sourceOf({ qr: true, at: true })).toBe('qr');
    expect(sourceOf({ qr: false, at: true })).toBe('offline');
    expect(sourceOf({ qr: false, at: false })).toBe('web');
  });
});
