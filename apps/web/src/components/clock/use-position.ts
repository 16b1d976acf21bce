import { useCallback, useEffect, useState } from 'react';

/** Where the browser says the device is, or why it cannot say. */
export type PositionState =
  | { readonly status: 'pending' }
  | { readonly status: 'ok'; readonly latitude: number; readonly longitude: number; readonly accuracy: number }
  | { readonly status: 'denied' | 'unavailable' | 'unsupported' };

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 };

/** The device's position, watched while the page is open (a walk to the gate updates it). */
export function usePosition(): { position: PositionState; retry: () => void } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [position, setPosition] = useState<PositionState>(supported ? { status: 'pending' } : { status: 'unsupported' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!supported) return;
    const watch = navigator.geolocation.watchPosition(
      (found) =>
        setPosition({
          status: 'ok',
          latitude: found.coords.latitude,
          longitude: found.coords.longitude,
          accuracy: Math.round(found.coords.accuracy),
        }),
      (error) => setPosition({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [supported, attempt]);

  const retry = useCallback(() => {
    setPosition(supported ? { status: 'pending' } : { status: 'unsupported' });
    setAttempt((count) => count + 1);
  }, [supported]);

  return { position, retry };
}
