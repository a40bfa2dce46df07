import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from '../../../src/app/use-scroll-restoration.ts';

function Layout() {
  useScrollRestoration();
  return <Outlet />;
}

function setup(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>Inicio</p> },
          { path: '/results', element: <p>Resultados</p> },
          { path: '/cabin/:id', element: <p>Cabaña</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The traveller scrolls to y: the page records it on the next frame. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  vi.runOnlyPendingTimers();
}

describe('scroll restoration', () => {
  let scroll: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('starts a new page at the top and returns to the old position on back', async () => {
    const router = setup('/results?location=Tulum');
    act(() => scrollTo(1200));
    scroll.mockClear();

    await act(() => router.navigate('/cabin/abc'));
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollTo(300));

    await act(() => router.navigate(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 1200);
    await act(() => router.navigate(1));
    expect(scroll).toHaveBeenLastCalledWith(0, 300);
  });

  it('leaves the scroll alone when the same page replaces its URL', async () => {
    const router = setup('/cabin/abc');
    act(() => scrollTo(800));
    scroll.mockClear();
    await act(() => router.navigate('/cabin/abc?guests=3', { replace: true }));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('keeps positions across a reload of the tab', async () => {
    const router = setup('/results');
    act(() => scrollTo(640));
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('refugio:scroll-positions') ?? '[]') as [
      string,
      number,
    ][];
    expect(saved).toContainEqual([router.state.location.key, 640]);
  });
});
