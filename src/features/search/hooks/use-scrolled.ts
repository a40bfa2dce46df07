import { useCallback, useEffect, useSyncExternalStore } from 'react';

function subscribeScroll(listener: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (!frame) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        listener();
      });
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

/**
 * True once the page has scrolled past `threshold` pixels (the home bar collapses into a pill).
 * Server-rendered HTML is drawn at the top of the page, so hydration starts from "not scrolled".
 */
export function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const scrolledNow = useCallback(
    () => enabled && window.scrollY > threshold,
    [enabled, threshold],
  );
  return useSyncExternalStore(subscribeScroll, scrolledNow, () => false);
}

/**
 * Calls `onLeave` when the page scrolls down more than `distance` pixels past the lowest point seen
 * since `active` became true (an expanded bar folds back when the traveller keeps scrolling).
 */
export function useScrollAway(active: boolean, distance: number, onLeave: () => void): void {
  useEffect(() => {
    if (!active) return;
    let lowest = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < lowest) lowest = y;
      else if (y - lowest > distance) onLeave();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active, distance, onLeave]);
}
