import { describe, expect, it } from 'vitest';
import { loadGlobalCss } from '../../scripts/vite-plugins/chakra-system.ts';

/** The build plugin for Chakra's styling system (decision 060). */

describe('the global stylesheet', () => {
  it("is the app theme's global CSS as Chakra's provider draws it: layer order first", async () => {
    const css = await loadGlobalCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    // Chakra's reset, the app's own global rules and its tokens, brand palette included.
    expect(css).toMatch(/@layer reset\{/);
    expect(css).toContain('outline:3px solid');
    expect(css).toContain('--chakra-colors-brand-600:#a84620');
    expect(css).toContain('--chakra-colors-pine-700:#23533d');
    // Light only: the app has no dark mode.
    expect(css).not.toContain('.dark');
  }, 60_000);
});
