import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyGlobalStyles, loadGlobalCss } from '../../scripts/vite-plugins/chakra-global-css.ts';

/** The build plugin that ships Chakra's global CSS as a stylesheet (decision 060). */

const chakraSystemModule = join(
  createRequire(import.meta.url)
    .resolve('@chakra-ui/react')
    .split('/dist/')[0],
  'dist/esm/styled-system/system.js',
);

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

describe("Chakra's createSystem, patched to compute its global styles on first read", () => {
  const source = readFileSync(chakraSystemModule, 'utf8');

  it('applies to the installed Chakra and leaves valid JavaScript', () => {
    const patched = lazyGlobalStyles(source);
    expect(patched).not.toContain('const _global = [');
    expect(patched).toContain('get _global() {');
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('refuses a module of another shape rather than building without it', () => {
    expect(() => lazyGlobalStyles(source.replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(
      /createSystem changed/,
    );
  });
});
