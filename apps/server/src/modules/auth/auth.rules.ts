/** Reset links work for one hour: long enough to find the mail, short enough to limit a leak. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** An invitation to a new account stays valid for a week: people do not all read mail daily. */
export const INVITE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Acting as someone else is for checking what they see, not for working as them all day. */
export const IMPERSONATION_TTL_MINUTES = 120;

/** A readable device name from a user agent, for the sessions list ("Chrome on Windows"). */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /(Chrome|Chromium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : /node|undici|axios|curl|autocannon|lightMyRequest/i.test(userAgent)
              ? 'API client'
              : 'Browser';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

export { fullName } from '../../lib/names.ts';

/** The notification kind of a password changed by its owner (notificationKinds). */
export const PASSWORD_CHANGED_KIND = 'passwordChanged';
