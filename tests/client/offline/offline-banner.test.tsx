import { QueryObserver } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../../src/components/offline-banner.tsx';
import {
  reportNetworkFailure,
  reportNetworkOk,
  reportStoredAnswer,
  resetConnectivityForTest,
} from '../../../src/lib/pwa/connectivity.ts';
import { renderWithShell } from './render.tsx';

const HOUR = 60 * 60 * 1000;

afterEach(() => {
  act(() => resetConnectivityForTest());
});

describe('OfflineBanner', () => {
  it('says nothing while online, inside a live region that is always there', () => {
    renderWithShell(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says 'Sin conexión' when the browser goes offline", async () => {
    renderWithShell(<OfflineBanner />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      resetConnectivityForTest({ online: false });
    });
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
  });

  it('shows the age of the stored data served for this page', async () => {
    renderWithShell(<OfflineBanner />, { path: '/cabin/c1' });
    act(() => {
      reportStoredAnswer(Date.now() - 2 * HOUR - 60_000, '/cabin/c1');
      reportStoredAnswer(Date.now() - 26 * HOUR, '/other');
    });
    expect(await screen.findByText('Datos guardados hace 2 horas')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión');
  });

  it('falls back to the age of the data on screen, and hides when requests succeed again', async () => {
    const { queryClient } = renderWithShell(<OfflineBanner />);
    queryClient.setQueryData(['cabins'], [], { updatedAt: Date.now() - 3 * 60_000 });
    // An observer makes the query "active": it is on screen.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['cabins'],
      queryFn: () => [],
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);

    act(() => reportNetworkFailure());
    expect(await screen.findByText('Datos guardados hace 3 minutos')).toBeInTheDocument();

    act(() => reportNetworkOk());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    stop();
  });

  it('follows data a page shows only after the banner went offline', async () => {
    const { queryClient } = renderWithShell(<OfflineBanner />);
    act(() => reportNetworkFailure());
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Sin conexión$/);

    // The page's code and its stored answer arrive later than the banner's last render.
    queryClient.setQueryData(['cabins'], [], { updatedAt: Date.now() - 5.5 * 60_000 });
    const observer = new QueryObserver(queryClient, {
      queryKey: ['cabins'],
      queryFn: () => [],
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    expect(await screen.findByText('Datos guardados hace 5 minutos')).toBeInTheDocument();
    stop();
  });
});
