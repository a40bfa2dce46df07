import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createClock', () => {
  it('with TODAY only, starts now at 12:00 of that day in Mexico City, whatever the real date', () => {
    vi.useFakeTimers({ now: new Date('2031-07-04T03:00:00Z'), toFake: ['Date', 'performance'] });
    const clock = createClock('2026-11-22');
    expect(clock.today()).toBe('2026-11-22');
    expect(clock.now().toISOString()).toBe('2026-11-22T18:00:00.000Z');
  });

  it('with NOW, starts there and runs on with the real time elapsed; today follows it', () => {
    vi.useFakeTimers({ now: new Date('2031-07-04T03:00:00Z'), toFake: ['Date', 'performance'] });
    const clock = createClock(undefined, '2026-11-22T23:59:00-06:00');
    expect(clock.now().toISOString()).toBe('2026-11-23T05:59:00.000Z');
    expect(clock.today()).toBe('2026-11-22');
    vi.advanceTimersByTime(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-23T06:00:30.000Z');
    expect(clock.today()).toBe('2026-11-23');
  });

  it('with TODAY and NOW, today stays TODAY while now runs on', () => {
    vi.useFakeTimers({ now: new Date('2031-07-04T03:00:00Z'), toFake: ['Date', 'performance'] });
    const clock = createClock('2026-11-22', '2026-11-22T08:30:00-06:00');
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(clock.today()).toBe('2026-11-22');
  });

  it('without either, is the real clock', () => {
    vi.useFakeTimers({ now: new Date('2031-07-04T03:00:00Z'), toFake: ['Date', 'performance'] });
    const clock = createClock();
    expect(clock.now().toISOString()).toBe('2031-07-04T03:00:00.000Z');
    expect(clock.today()).toBe('2031-07-03');
  });
});

describe('config NOW', () => {
  it('takes an ISO instant with its offset', () => {
    expect(loadConfig({ NOW: '2026-11-22T12:00:00-06:00' }).NOW).toBe('2026-11-22T12:00:00-06:00');
    expect(loadConfig({ NOW: '2026-11-22T18:00Z', TODAY: '2026-11-22' }).NOW).toBe(
      '2026-11-22T18:00Z',
    );
  });

  it('refuses an instant without an offset, a date alone, an impossible instant', () => {
    expect(() => loadConfig({ NOW: '2026-11-22T12:00:00' })).toThrow(/NOW must be an ISO instant/);
    expect(() => loadConfig({ NOW: '2026-11-22' })).toThrow(/NOW must be an ISO instant/);
    expect(() => loadConfig({ NOW: '2026-13-45T12:00:00Z' })).toThrow(/NOW is not a real instant/);
  });

  it('refuses a NOW on another day than TODAY in Mexico City', () => {
    expect(() => loadConfig({ TODAY: '2026-11-22', NOW: '2026-11-23T07:00:00Z' })).toThrow(
      /NOW must fall on TODAY/,
    );
  });
});
