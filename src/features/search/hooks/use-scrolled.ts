import { useEffect, useState } from 'react';

/** True once the page has scrolled past `threshold` pixels (the home bar collapses into a pill). */
export function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(() => enabled && window.scrollY > threshold);
  useEffect(() => {
    if (!enabled) {
      setScrolled(false);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);
  return scrolled;
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
