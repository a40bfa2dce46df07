import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy/waitFor wait for a condition, not a time: 1 s (the default) is too short on a loaded
// 2-core machine, where a render behind a lazy chunk can take longer; a real failure still fails.
configure({ asyncUtilTimeout: 5_000 });

// A stray console.error fails the test that caused it (React warnings, act() misuse, failed props).
let errors: unknown[][] = [];
beforeEach(() => {
  // The query cache persists to localStorage (src/lib/query-client.ts): no test inherits another's.
  localStorage.clear();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length) {
    throw new Error(
      `console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!('IntersectionObserver' in window)) {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
