import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { RouteErrorBoundary } from '../../../src/app/route-error-boundary.tsx';

function Layout() {
  return (
    <RouteErrorBoundary resetKey={useLocation().pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

function Broken(): never {
  throw new Error('No se pudo leer la cabaña');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the SPEC fallback with the message, and clears on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <h1>Inicio</h1> },
            { path: '/broken', element: <Broken /> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('No se pudo leer la cabaña')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
