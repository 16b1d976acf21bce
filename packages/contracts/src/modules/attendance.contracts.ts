import { z } from 'zod';
import { defineRoute, menuAccess, sessionAccess } from '../route.ts';
import { v } from '../validation.ts';
import { IdParamsSchema, TimestampSchema, VersionSchema } from '../common.ts';
import { TimeZoneSchema } from '../region.ts';
import { defineApiModule } from '../api-module.ts';

/**
 * Clocking in and out (issue 14 items 1–2): punches from the web app, a site's QR code or a
 * phone that was offline, and the sites' attendance settings (Geofencing, QR code generation).
 */
export const ATTENDANCE_ACTIONS = ['in', 'out'] as const;
export type AttendanceAction = (typeof ATTENDANCE_ACTIONS)[number];
/** How a punch arrived: the web app, a site's QR code, the web app after being offline, a device import, an HR edit. */
export const ATTENDANCE_SOURCES = ['web', 'qr', 'offline', 'device', 'hr'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];
/** What a clock-in outside the site's geofence does. */
export const OUTSIDE_RULES = ['allow', 'allowFlag', 'refuse'] as const;
export type OutsideRule = (typeof OUTSIDE_RULES)[number];
/** What a clock-in at a site must show (a position inside, the site's QR code, a photo taken then); none of them: nothing. */
export const CLOCK_PROOFS = ['geofence', 'qr', 'photo'] as const;
export type ClockProof = (typeof CLOCK_PROOFS)[number];

export const CLOCK_LIMITS = {
  /** An offline punch older than this is refused: a week covers a long weekend without signal, not a forgotten month. */
  maxOfflineAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** A device clock a little ahead of the server's is not "the future". */
  futureToleranceMs: 2 * 60 * 1000,
  /** A QR code is shown for one window, then the next one… */
  qrWindowMs: 30_000,
  /** …and accepted for this long after its window began (the window it was shown in plus the next). */
  qrValidityMs: 60_000,
  /** Polygon corners. */
  polygonMinPoints: 3,
  polygonMaxPoints: 100,
} as const;

/** A clock-in's photo: a PNG or JPEG (read from its bytes) under 500 kB, as every image the product takes. */
export const CLOCK_PHOTO_LIMITS = {
  maxBytes: 500_000,
  contentTypes: ['image/jpeg', 'image/png'],
  /** An uploaded photo no punch has claimed yet is kept this long (an offline punch uploads it when it is sent). */
  unclaimedTtlMs: 24 * 60 * 60 * 1000,
} as const;
const PHOTO_MAX_BASE64 = Math.ceil(CLOCK_PHOTO_LIMITS.maxBytes / 3) * 4;

const latitude = z.number({ error: v.coordinates }).min(-90, { error: v.coordinates }).max(90, { error: v.coordinates });
const longitude = z.number({ error: v.coordinates }).min(-180, { error: v.coordinates }).max(180, { error: v.coordinates });

/** FIXED SHAPE (outside tools rely on it): issue 14, item 1. */
export const ClockBodySchema = z
  .strictObject({
    action: z.enum(ATTENDANCE_ACTIONS, { error: v.invalidOption }),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    /** The position's accuracy radius in metres, as the browser reports it. */
    accuracy: z.number({ error: v.validNumber }).min(0, { error: v.validNumber }).max(100_000, { error: v.validNumber }).optional(),
    /** The token of a site's QR code (the `qr` parameter of the address the code holds). */
    qr: z.string().trim().min(1, { error: v.required }).max(200, { error: v.tooLong }).optional(),
    /** A photo taken at the moment, uploaded first (POST /attendance/clock/photo); required at a site whose proofs include 'photo'. */
    photoId: z.uuid({ error: v.validFormat }).optional(),
    /** When the punch really happened, for a phone sending it after being offline; absent: now. */
    at: TimestampSchema.optional(),
    /** Made by the client once per punch: the same key again returns the same punch and stores nothing. */
    idempotencyKey: z
      .string({ error: v.required })
      .trim()
      .min(8, { error: v.tooShort })
      .max(100, { error: v.tooLong })
      .regex(/^[A-Za-z0-9._:-]+$/, { error: v.validFormat }),
  })
  .superRefine((body, context) => {
    if (body.latitude !== undefined && body.longitude === undefined)
      context.addIssue({ code: 'custom', path: ['longitude'], message: v.coordinates });
    if (body.longitude !== undefined && body.latitude === undefined)
      context.addIssue({ code: 'custom', path: ['latitude'], message: v.coordinates });
    if (body.accuracy !== undefined && body.latitude === undefined)
      context.addIssue({ code: 'custom', path: ['latitude'], message: v.coordinates });
  });
export type ClockBody = z.infer<typeof ClockBodySchema>;

/** FIXED SHAPE: the punch recorded (or found again for a repeated idempotency key). */
export const ClockEventSchema = z.object({
  id: z.uuid(),
  action: z.enum(ATTENDANCE_ACTIONS),
  at: TimestampSchema,
  siteId: z.uuid().nullable(),
  inside: z.boolean().nullable(),
});
export type ClockEvent = z.infer<typeof ClockEventSchema>;

export const clockInOut = defineRoute({
  method: 'POST',
  path: '/attendance/clock',
  summary:
    'Clock the signed-in employee in or out. The server picks the site (the QR code’s, the employee’s own, or the nearest one open to everyone), decides inside or outside its geofence and applies its rule. 201 with the punch; the same idempotencyKey again: 200 with the same punch, nothing stored. `at` only for a punch kept offline (refused in the future or more than 7 days old).',
  tags: ['attendance'],
  permission: sessionAccess,
  created: true,
  body: ClockBodySchema,
  response: ClockEventSchema,
});

export const PunchSchema = z.object({
  id: z.uuid(),
  action: z.enum(ATTENDANCE_ACTIONS),
  at: TimestampSchema,
  /** The timezone of the punch's site when it was made: the time a person sees. */
  timezone: z.string(),
  siteId: z.uuid().nullable(),
  siteName: z.string().nullable(),
  inside: z.boolean().nullable(),
  flagged: z.boolean(),
  source: z.enum(ATTENDANCE_SOURCES),
  sentLate: z.boolean(),
  /** A photo was taken with the punch (HR and the employee's manager fetch it: getPunchPhoto). */
  hasPhoto: z.boolean(),
});
export type Punch = z.infer<typeof PunchSchema>;

export const uploadClockPhoto = defineRoute({
  method: 'POST',
  path: '/attendance/clock/photo',
  summary:
    'Upload the photo of a punch the signed-in employee is about to send: a PNG or JPEG under 500 kB, in base64. Answers its id, for `photoId` of the clock call within a day.',
  tags: ['attendance'],
  permission: sessionAccess,
  created: true,
  cache: { changes: [] },
  bodyLimitBytes: PHOTO_MAX_BASE64 + 16 * 1024,
  body: z.strictObject({
    data: z.base64({ error: v.validFormat }).min(1, { error: v.required }).max(PHOTO_MAX_BASE64, { error: 'validation:photoSize' }),
  }),
  response: z.object({ photoId: z.uuid() }),
});

export const ClockSiteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timezone: z.string(),
  proofs: z.array(z.enum(CLOCK_PROOFS)),
  hasGeofence: z.boolean(),
});
export type ClockSite = z.infer<typeof ClockSiteSchema>;

export const ClockStateSchema = z.object({
  employee: z.object({ id: z.uuid(), name: z.string() }),
  /** The open clock-in, when the employee is clocked in. */
  openSince: z.object({ at: TimestampSchema, siteId: z.uuid().nullable(), siteName: z.string().nullable() }).nullable(),
  /** The timezone "today" is counted in: the employee's site's, else the company's. */
  timezone: z.string(),
  /** Today's punches, oldest first. */
  today: z.array(PunchSchema),
  /** Where the employee may clock in. */
  sites: z.array(ClockSiteSchema),
});
export type ClockState = z.infer<typeof ClockStateSchema>;

export const getClockState = defineRoute({
  method: 'GET',
  path: '/attendance/clock',
  summary: 'The signed-in employee’s clock: clocked in since when and where, today’s punches, and the sites open to them',
  tags: ['attendance'],
  permission: sessionAccess,
  response: ClockStateSchema,
});

// ———————————————————————————————— sites' attendance settings ————————————————————————————————

export const SiteCornerSchema = z.strictObject({ latitude, longitude });
export type SiteCorner = z.infer<typeof SiteCornerSchema>;

export const SiteAttendanceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radiusMeters: z.number().int().nullable(),
  /** The site's own zone; null: the company's (`effectiveTimezone`). */
  timezone: z.string().nullable(),
  effectiveTimezone: z.string(),
  polygon: z.array(SiteCornerSchema).nullable(),
  outsideRule: z.enum(OUTSIDE_RULES),
  proofs: z.array(z.enum(CLOCK_PROOFS)),
  anyEmployee: z.boolean(),
  employeeCount: z.number().int(),
  version: VersionSchema,
});
export type SiteAttendance = z.infer<typeof SiteAttendanceSchema>;

export const listSiteAttendance = defineRoute({
  method: 'GET',
  path: '/attendance/sites',
  summary: 'Every site with its geofence and attendance settings, by name',
  tags: ['sites'],
  cache: { reads: ['sites', 'employees'] },
  permission: menuAccess('geofencing', 'view'),
  response: z.array(SiteAttendanceSchema),
});

/** The whole of a site's settings; a field left out (the web client drops nulls) is cleared. */
export const UpdateSiteAttendanceBodySchema = z
  .strictObject({
    version: VersionSchema,
    latitude: latitude.nullable().default(null),
    longitude: longitude.nullable().default(null),
    radiusMeters: z
      .number({ error: v.validNumber })
      .int({ error: v.validNumber })
      .min(1, { error: v.validNumber })
      .max(100_000, { error: v.validNumber })
      .nullable()
      .default(null),
    timezone: TimeZoneSchema.nullable().default(null),
    polygon: z
      .array(SiteCornerSchema)
      .max(CLOCK_LIMITS.polygonMaxPoints + 1, { error: v.polygonCorners })
      .nullable()
      .default(null),
    outsideRule: z.enum(OUTSIDE_RULES, { error: v.invalidOption }),
    proofs: z
      .array(z.enum(CLOCK_PROOFS, { error: v.invalidOption }))
      .max(CLOCK_PROOFS.length)
      .default([]),
    anyEmployee: z.boolean().default(false),
  })
  .superRefine((site, context) => {
    if ((site.latitude === null) !== (site.longitude === null))
      context.addIssue({ code: 'custom', path: [site.latitude === null ? 'latitude' : 'longitude'], message: v.required });
    if (site.radiusMeters !== null && site.latitude === null) context.addIssue({ code: 'custom', path: ['latitude'], message: v.required });
    if (new Set(site.proofs).size !== site.proofs.length) context.addIssue({ code: 'custom', path: ['proofs'], message: v.invalidOption });
    if (site.proofs.includes('geofence') && site.radiusMeters === null && site.polygon === null)
      context.addIssue({ code: 'custom', path: ['proofs'], message: v.geofenceNeeded });
  });
export type UpdateSiteAttendanceBody = z.infer<typeof UpdateSiteAttendanceBodySchema>;

export const updateSiteAttendance = defineRoute({
  method: 'PUT',
  path: '/attendance/sites/:id',
  summary:
    'Change a site’s geofence (point and radius, or a polygon of 3–100 corners), timezone, the rule outside the fence, the proofs a clock-in needs and whether everyone may clock in there',
  tags: ['sites'],
  permission: menuAccess('geofencing', 'edit'),
  params: IdParamsSchema,
  body: UpdateSiteAttendanceBodySchema,
  response: SiteAttendanceSchema,
});

export const SiteQrCodeSchema = z.object({
  siteId: z.uuid(),
  siteName: z.string(),
  /** What the code holds, under the app's own origin: `/clock?qr=<token>`. */
  path: z.string(),
  token: z.string(),
  /** When the next code is due (the page fetches it then). */
  refreshAt: TimestampSchema,
  /** The last moment this code is accepted. */
  expiresAt: TimestampSchema,
});
export type SiteQrCode = z.infer<typeof SiteQrCodeSchema>;

export const getSiteQrCode = defineRoute({
  method: 'GET',
  path: '/attendance/sites/:id/qr-code',
  summary: 'The site’s current QR code: signed for a 30-second window, accepted for 60 seconds, once per employee',
  tags: ['sites'],
  cache: { reads: [] },
  permission: menuAccess('siteQrCode', 'view'),
  params: IdParamsSchema,
  response: SiteQrCodeSchema,
});

// ———————————————————————————————— alerts and the site map ————————————————————————————————

export const SITE_SETTINGS_LIMITS = { noAttendanceMinMinutes: 5, noAttendanceMaxMinutes: 720, defaultNoAttendanceMinutes: 30 } as const;

export const SiteSettingsSchema = z.object({
  /** Someone scheduled and not clocked in this long after their shift's start is told (type 18), with their manager. */
  noAttendanceMinutes: z.number().int(),
  /** The tiles the site map draws (the server's configuration: MAP_TILE_URL, MAP_TILE_ATTRIBUTION; OpenStreetMap by default). */
  tiles: z.object({ url: z.string(), attribution: z.string() }),
  version: VersionSchema,
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const getSiteSettings = defineRoute({
  method: 'GET',
  path: '/attendance/site-settings',
  summary: 'The company’s no-attendance threshold, and the tile server the site map draws from',
  tags: ['sites'],
  permission: menuAccess('geofencing', 'view'),
  response: SiteSettingsSchema,
});

export const UpdateSiteSettingsBodySchema = z.strictObject({
  version: VersionSchema,
  noAttendanceMinutes: z
    .number({ error: v.validNumber })
    .int({ error: v.validNumber })
    .min(SITE_SETTINGS_LIMITS.noAttendanceMinMinutes, { error: v.validNumber })
    .max(SITE_SETTINGS_LIMITS.noAttendanceMaxMinutes, { error: v.validNumber }),
});
export type UpdateSiteSettingsBody = z.infer<typeof UpdateSiteSettingsBodySchema>;

export const updateSiteSettings = defineRoute({
  method: 'PUT',
  path: '/attendance/site-settings',
  summary: 'Change the no-attendance threshold: 5–720 minutes after a shift’s start',
  tags: ['sites'],
  permission: menuAccess('geofencing', 'edit'),
  body: UpdateSiteSettingsBodySchema,
  response: SiteSettingsSchema,
});

/** The menu items this module serves (api-module.ts), and the clock page every employee reaches from Home. */
export const attendanceApi = defineApiModule({
  name: 'attendance',
  menu: ['geofencing', 'siteQrCode'],
  records: [{ name: 'clock', path: '/clock', under: 'home' }],
});
