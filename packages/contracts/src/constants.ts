/** Constants and limits of the product specification (§9), shared by server and web. */
export const LIMITS = {
  passwordMinLength: 6,
  menuMaxDepth: 6,
  minEmployeeAge: 13,
  photoMaxBytes: 500_000,
  onboardingCompleteProgress: 6,
  filterSummaryMaxItems: 5,
  multiSelectMaxTags: 3,
} as const;

export const TIMINGS_MS = {
  reloadConfirmRetry: 20_000,
  chunkLoadTimeout: 120_000,
  unauthorizedRedirectDelay: 2_500,
  notificationAutoHide: 3_000,
  searchDebounce: 500,
  dropdownHoverClose: 300,
  resizeDelay: 250,
  socketReconnectMin: 1_000,
  socketReconnectMax: 5_000,
} as const;

export const TABLE_PAGE_SIZES = [10, 25, 50, 100, -1] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const TABLE_VISIBLE_PAGE_LINKS = 5;

export const BREAKPOINTS = { sm: 544, md: 768, lg: 992, xl: 1200 } as const;

/** Local storage keys that survive logout (spec §3). */
export const PRESERVED_STORAGE_KEYS = ['confirmCookies', 'popupSeen', 'payrollGuideSeen', 'referralPopup', 'deviceId'] as const;

export const DEFAULT_SETTINGS_PATH = '/settings/company-account';

/** Notification hash values (spec §2). */
export const NOTIFICATION_TYPES = {
  overwork: 0,
  pending: 1,
  approved: 2,
  rejected: 3,
  canceled: 4,
  changed: 5,
  inventory: 14,
  document: 15,
  expiringPass: 16,
  probation: 17,
  noAttendance: 18,
} as const;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;

/** Session lifetime bounds a company may choose (minutes of inactivity). */
export const SESSION_TTL_MINUTES = { min: 15, max: 60 * 24 * 30, default: 60 * 24 * 7 } as const;
