import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport, and keeps them.
 * A long home page then builds only what the traveller scrolls to, not during its start.
 */
export function RenderWhenNear({
  children,
  placeholderHeight,
  margin = '0px',
}: {
  children: ReactNode;
  placeholderHeight: string | Record<string, string>;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A background render: building a carousel never blocks scrolling or taps.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  return <Box ref={ref} minH={placeholderHeight} aria-hidden="true" />;
}
