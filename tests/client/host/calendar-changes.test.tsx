import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeleteBlocks, useHostCalendar } from '../../../src/features/host/api/host-editor.ts';
import { json, resetBrowserState, signIn, stubFetch } from '../auth/harness.tsx';
import { host } from './harness.tsx';

afterEach(resetBrowserState);

const RANGE = { from: '2026-11-01', to: '2027-01-01' };
const block = (id: string, checkIn: string, checkOut: string) => ({
  id,
  checkIn,
  checkOut,
  reason: 'Mantenimiento',
  source: 'host',
});

describe("the calendar's unblocking", () => {
  it('shows the calendar as it is after an unblock that failed half-way', async () => {
    signIn(host());
    let blocks = [block('b1', '2026-12-01', '2026-12-03'), block('b2', '2026-12-03', '2026-12-05')];
    const api = stubFetch({
      'GET /api/host/cabins/cab-1/calendar': () =>
        json({ success: true, data: { ...RANGE, bookings: [], blocks } }),
      'DELETE /api/host/cabins/cab-1/blocks/b1': () => {
        blocks = blocks.filter((b) => b.id !== 'b1');
        return json({ success: true, message: 'Fechas desbloqueadas' });
      },
      'DELETE /api/host/cabins/cab-1/blocks/b2': () =>
        json({ success: false, message: 'No se pudo desbloquear' }, 500),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ calendar: useHostCalendar('cab-1', RANGE), unblock: useDeleteBlocks('cab-1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.calendar.data?.blocks).toHaveLength(2));

    await act(async () => {
      await expect(result.current.unblock.mutateAsync(['b1', 'b2'])).rejects.toThrow();
    });
    // The first block was removed before the second failed: the calendar is read again.
    await waitFor(() =>
      expect(result.current.calendar.data?.blocks.map((b) => b.id)).toEqual(['b2']),
    );
    expect(api.calls('GET /api/host/cabins/cab-1/calendar')).toHaveLength(2);
  });
});
