import type { ClockBody } from '@tenaga/contracts/modules/attendance.contracts';

/**
 * Punches made without a connection, kept on this device until the server has them: each with
 * its real time (`at`) and the idempotency key it was made with, so sending it twice (a lost
 * answer, two tabs) still records it once. One list per signed-in account.
 */
export interface QueuedPunch {
  readonly body: ClockBody & { readonly at: number };
  /** The photo taken with it (base64), uploaded when the punch is sent. */
  readonly photo?: string;
}

const storageKey = (userKey: string) => `attendance.waitingPunches.${userKey}`;

export function readQueue(userKey: string): QueuedPunch[] {
  try {
    const raw = localStorage.getItem(storageKey(userKey));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedPunch[]).filter((punch) => typeof punch?.body?.idempotencyKey === 'string') : [];
  } catch {
    return [];
  }
}

function writeQueue(userKey: string, queue: readonly QueuedPunch[]): void {
  if (queue.length === 0) localStorage.removeItem(storageKey(userKey));
  else localStorage.setItem(storageKey(userKey), JSON.stringify(queue));
  // Other panels of this tab (home and the clock page) follow the list.
  window.dispatchEvent(new Event(QUEUE_CHANGED));
}

export const QUEUE_CHANGED = 'attendance-queue-changed';

export function enqueuePunch(userKey: string, punch: QueuedPunch): void {
  const queue = readQueue(userKey);
  if (!queue.some((queued) => queued.body.idempotencyKey === punch.body.idempotencyKey)) writeQueue(userKey, [...queue, punch]);
}

export function dropPunch(userKey: string, idempotencyKey: string): void {
  writeQueue(
    userKey,
    readQueue(userKey).filter((punch) => punch.body.idempotencyKey !== idempotencyKey),
  );
}
