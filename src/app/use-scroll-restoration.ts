import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'refugio:scroll-positions';
const MAX_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(saved) ? saved : []);
  } catch {
    return new Map();
  }
}

/**
 * Back and forward return to where the page was scrolled; a new page starts at the top (or at
 * its #anchor). A replace on the same page (a URL kept in sync with a form) leaves the scroll as
 * it is. Positions survive a reload of the tab, like the browser's own restoration.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const previousPath = useRef(location.pathname);
  positions.current ??= readPositions();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => {
      const entries = [...positions.current!].slice(-MAX_ENTRIES);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
      } catch {
        // Storage full or blocked: restoring within this page view still works.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // Remember the position of the entry on screen as the traveller scrolls.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const map = positions.current!;
        map.delete(key);
        map.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === 'POP') {
      const saved = positions.current!.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'REPLACE' && samePage) return;
    const anchor = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
