import type { RegionLanguage } from './region.ts';
import type { Job } from './modules/jobs.contracts.ts';
import type { Notification } from './modules/notifications.contracts.ts';

/**
 * Real-time messages (spec §4): `appid` 1 for account changes (permission-change, region-change,
 * user-delete, payroll), 6 for the single-login check. Extras name who the message concerns.
 */
export interface RealtimeExtras {
  companyID: string;
  permissionID?: string[];
  userID?: string[];
  deviceID?: string;
  data?: unknown;
}

export type RealtimeMessage =
  | { appid: 1; title: 'permission-change' | 'user-delete'; extras: RealtimeExtras }
  | { appid: 1; title: 'region-change'; extras: RealtimeExtras & { data: { regionLanguage: RegionLanguage } } }
  | { appid: 1; title: 'payroll'; extras: RealtimeExtras }
  | { appid: 6; title: 'single-login'; extras: RealtimeExtras & { deviceID: string } };

export interface ServerToClientEvents {
  message: (message: RealtimeMessage) => void;
  notification: (notification: Notification) => void;
  job: (job: Job) => void;
}

export type ClientToServerEvents = Record<string, never>;
