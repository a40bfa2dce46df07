import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the rendered height of `source` (e.g. the sticky header) in a CSS variable on `target`,
 * for the styles inside it that depend on it (`var(--name, fallback)`). A variable, not React
 * state: the header's size changing redraws nothing, and only `target`'s own styles are
 * recalculated (set on the document, it would restyle the whole page).
 */
export function useHeightVariable(
  source: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  name: `--${string}`,
  active: boolean,
): void {
  useLayoutEffect(() => {
    const element = source.current;
    const holder = target.current;
    if (!active || !element || !holder) return;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) holder.style.setProperty(name, `${height}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [source, target, name, active]);
}
