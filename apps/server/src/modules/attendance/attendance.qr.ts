import { createHmac, timingSafeEqual } from 'node:crypto';
import { CLOCK_LIMITS } from '@tenaga/contracts';

/**
 * A site's rotating QR code: `<siteId>.<window>.<signature>`, where the window is the 30-second
 * slot it was made for and the signature an HMAC-SHA256 (cut to 128 bits) of the site and window
 * under the site's own secret. Anyone can read a code, nobody can make one; it is accepted for
 * CLOCK_LIMITS.qrValidityMs from the start of its window, and once per employee (the punch keeps
 * the token, unique per employee).
 */
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

export const qrWindowOf = (at: number) => Math.floor(at / CLOCK_LIMITS.qrWindowMs);

function signature(secret: string, siteId: string, window: number): string {
  return createHmac('sha256', secret).update(`${siteId}.${window}`).digest().subarray(0, 16).toString('base64url');
}

export function signQrToken(input: { secret: string; siteId: string; at: number }) {
  const window = qrWindowOf(input.at);
  const start = window * CLOCK_LIMITS.qrWindowMs;
  return {
    token: `${input.siteId}.${window}.${signature(input.secret, input.siteId, window)}`,
    refreshAt: start + CLOCK_LIMITS.qrWindowMs,
    expiresAt: start + CLOCK_LIMITS.qrValidityMs - 1,
  };
}

/** The site a token names, before its signature is checked; null when it is not a token at all. */
export function qrSiteOf(token: string): string | null {
  return TOKEN.exec(token)?.[1] ?? null;
}

export type QrVerdict = 'valid' | 'invalid' | 'expired';

/**
 * Checks a token against the site's secret at the moment of the punch (an offline punch is
 * checked at its own time: the code was scanned then). A window that starts after the punch is
 * a forgery or a wrong clock; one that ended more than the validity ago has expired.
 */
export function verifyQrToken(input: { token: string; secret: string; at: number }): QrVerdict {
  const match = TOKEN.exec(input.token);
  if (!match) return 'invalid';
  const [, siteId, windowText, given] = match;
  const window = Number(windowText);
  const expected = Buffer.from(signature(input.secret, siteId!, window));
  const actual = Buffer.from(given!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  const start = window * CLOCK_LIMITS.qrWindowMs;
  if (input.at < start - CLOCK_LIMITS.futureToleranceMs) return 'invalid';
  if (input.at >= start + CLOCK_LIMITS.qrValidityMs) return 'expired';
  return 'valid';
}
