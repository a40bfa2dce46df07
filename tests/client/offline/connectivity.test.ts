import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isOffline,
  onReconnect,
  reportNetworkOk,
  reportStoredAnswer,
  resetConnectivityForTest,
  startConnectivityTracking,
  useConnectivity,
} from '../../../src/lib/pwa/connectivity.ts';
import { renderHook, act } from '@testing-library/react';

afterEach(() => {
  act(() => resetConnectivityForTest());
  vi.useRealTimers();
});

describe('connectivity', () => {
  it("follows the browser's online and offline events and refreshes on reconnect", () => {
    startConnectivityTracking();
    const refresh = vi.fn();
    const stop = onReconnect(refresh);
    const { result } = renderHook(() => useConnectivity());

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(isOffline(result.current)).toBe(true);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(isOffline(result.current)).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts answers served from the device as offline, per page, keeping the oldest', () => {
    const { result } = renderHook(() => useConnectivity());
    act(() => {
      reportStoredAnswer(2_000, '/cabin/a');
      reportStoredAnswer(1_000, '/cabin/a');
      reportStoredAnswer(3_000, '/cabin/a');
    });
    expect(isOffline(result.current)).toBe(true);
    expect(result.current.storedAtByPage).toEqual({ '/cabin/a': 1_000 });
  });

  it('a slow network that answers again refreshes at most once a minute', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00-06:00'));
    const refresh = vi.fn();
    const stop = onReconnect(refresh);
    for (let i = 0; i < 3; i += 1) {
      act(() => {
        reportStoredAnswer(Date.now() - 60_000, '/');
        reportNetworkOk();
      });
    }
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    act(() => {
      reportStoredAnswer(Date.now() - 60_000, '/');
      reportNetworkOk();
    });
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('connectivity recheck', () => {
  it('online but served from the device: tries again after 5 s, then backs off', () => {
    vi.useFakeTimers();
    startConnectivityTracking();
    const refresh = vi.fn();
    const stop = onReconnect(refresh);
    act(() => reportStoredAnswer(Date.now() - 60_000, '/'));
    vi.advanceTimersByTime(4_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    // The refetch came from storage again: the next try waits twice as long.
    act(() => reportStoredAnswer(Date.now() - 60_000, '/'));
    vi.advanceTimersByTime(9_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});
