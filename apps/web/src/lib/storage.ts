import { PRESERVED_STORAGE_KEYS } from '@tenaga/contracts/constants';

/** Clears this browser's storage except the keys the spec keeps across logouts (§3). */
export function clearStoragePreservingKeys(): void {
  const kept = PRESERVED_STORAGE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) {
    if (value !== null) localStorage.setItem(key, value);
  }
}

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** The random id of this browser (spec §3), sent at login so single-login can tell devices apart. */
export function deviceId(): string {
  let id = localStorage.getItem('deviceId');
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem('deviceId', id);
  }
  return id;
}
