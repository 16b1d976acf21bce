import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginResponse } from '@tenaga/contracts';
import { clockInOut, getClockState, type ClockState } from '@tenaga/contracts/modules/attendance.contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { ClockPanel } from '../clock-panel.tsx';
import { readQueue } from '../punch-queue.ts';

const api = setupFakeApi();
const SITE = '3f8e2a10-7c1d-4e55-9a0b-1c2d3e4f5a6b';
const EMPLOYEE = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const USER_KEY = 'demo/nadia';

const notClockedIn: ClockState = {
  employee: { id: EMPLOYEE, name: 'Nadia Rahman' },
  openSince: null,
  timezone: 'Asia/Singapore',
  today: [],
  sites: [{ id: SITE, name: 'Harbour', timezone: 'Asia/Singapore', proofs: [], hasGeofence: true }],
};

let online = true;
beforeEach(() => {
  localStorage.clear();
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (found: PositionCallback) => {
        found({ coords: { latitude: 1.2834, longitude: 103.8607, accuracy: 12.4 } } as GeolocationPosition);
        return 1;
      },
      clearWatch: () => {},
    },
  });
  sessionStore.signIn({
    token: 'token',
    userInfo: { userID: EMPLOYEE, username: 'nadia', fullName: 'Nadia Rahman' },
    companyData: { domain: 'demo', companyName: 'Demo' },
  } as LoginResponse);
});
afterEach(() => {
  localStorage.clear();
});

describe('the clock', { timeout: 30_000 }, () => {
  it('sends one punch for a double click, with the position and its accuracy', async () => {
    api.on(getClockState, notClockedIn);
    api.on(clockInOut, (call) => ({
      id: crypto.randomUUID(),
      action: 'in' as const,
      at: Date.now(),
      siteId: SITE,
      inside: call.body.latitude !== undefined,
    }));
    await renderWithProviders(<ClockPanel variant="page" />);
    expect(await screen.findByText('You are not clocked in.')).toBeTruthy();
    expect(screen.getByText(/Location found \(within 12 m\)/)).toBeTruthy();
    const button = screen.getByRole('button', { name: /Clock in/ });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(api.calls(clockInOut)).toHaveLength(1));
    const [call] = api.calls(clockInOut);
    expect(call!.body).toMatchObject({ action: 'in', latitude: 1.2834, longitude: 103.8607, accuracy: 12 });
    expect(call!.body.at).toBeUndefined();
    expect(await screen.findByText(/^Clocked in at/)).toBeTruthy();
  });

  it('keeps a punch made offline on the device, shows it waiting, and sends it with its time when the connection returns', async () => {
    api.on(getClockState, notClockedIn);
    await renderWithProviders(<ClockPanel variant="page" />);
    await screen.findByText('You are not clocked in.');
    online = false;
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    const madeAt = Date.now();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Clock in/ })));
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(screen.getByText(/^Clocked in at .+, waiting to send$/)).toBeTruthy();
    expect(api.calls(clockInOut)).toEqual([]);
    const [queued] = readQueue(USER_KEY);
    expect(queued!.body.at).toBeGreaterThanOrEqual(madeAt);
    // The next tap is a clock-out: the device knows it is clocked in.
    expect(screen.getByRole('button', { name: /Clock out/ })).toBeTruthy();

    api.on(clockInOut, (call) => ({ id: crypto.randomUUID(), action: 'in' as const, at: call.body.at!, siteId: SITE, inside: true }));
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('1 punch kept on this device was sent.')).toBeTruthy();
    const [sent] = api.calls(clockInOut);
    expect(sent!.body).toMatchObject({ action: 'in', at: queued!.body.at, idempotencyKey: queued!.body.idempotencyKey });
    expect(readQueue(USER_KEY)).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
  });

  it('keeps the punch on the device when the network fails on the way', async () => {
    api.on(getClockState, notClockedIn);
    api.on(clockInOut, () => {
      throw new TypeError('Failed to fetch');
    });
    await renderWithProviders(<ClockPanel variant="page" />);
    await screen.findByText('You are not clocked in.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Clock in/ })));
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(readQueue(USER_KEY)).toHaveLength(1);
  });
});
