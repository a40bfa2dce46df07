import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the rendered height of an element (e.g. the sticky header) in a CSS variable on the
 * document, for styles that depend on it (`var(--name, fallback)`). A variable, not React state:
 * the header's size changing redraws nothing but those styles.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { style } = document.documentElement;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) style.setProperty(name, `${height}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty(name);
    };
  }, [ref, name]);
}
