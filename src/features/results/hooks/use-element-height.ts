import { useLayoutEffect, useState, type RefObject } from 'react';

/** The rendered height of an element, kept current as it resizes (e.g. the sticky header). */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback = 72): number {
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height || fallback);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return height;
}
