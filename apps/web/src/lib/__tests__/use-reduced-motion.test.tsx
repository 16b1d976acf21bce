import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from '../use-reduced-motion.ts';

/** A matchMedia whose '(prefers-reduced-motion: reduce)' answer the test changes. */
function fakeMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    listeners,
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system setting as it changes, and stops listening when unmounted', () => {
    const preference = fakeMotionPreference(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => preference.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(preference.listeners.size).toBe(0);
  });

  it('is false where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });
});
