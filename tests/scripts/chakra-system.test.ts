import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chakraSystemModulePath,
  lazyGlobalStyles,
  loadGlobalCss,
  systemInSteps,
} from '../../scripts/vite-plugins/chakra-system.ts';

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

describe("Chakra's createSystem, as the build changes it", () => {
  const source = readFileSync(chakraSystemModulePath(), 'utf8');
  const built = systemInSteps(lazyGlobalStyles(source));

  it('applies to the installed Chakra and leaves valid JavaScript', () => {
    expect(() => parseAst(built)).not.toThrow();
  });

  it('computes the global styles on first read', () => {
    expect(built).not.toContain('const _global = [');
    expect(built.match(/get _global\(\) \{/g)).toHaveLength(1);
  });

  it("runs createSystem's own body as steps, at once or with a pause between phases", () => {
    expect(built).toContain('export { createSystem, createSystemInSteps, isValidSystem };');
    const start = built.indexOf('function* createSystemSteps(');
    const body = built.slice(start, built.indexOf('function createSystem(', start));
    expect(body.match(/ {2}yield;\n/g)).toHaveLength(3);
    // Apart from the pauses and its name, it is createSystem's own code.
    const original = lazyGlobalStyles(source);
    const originalBody = original.slice(
      original.indexOf('function createSystem('),
      original.indexOf('function getTokenMap('),
    );
    expect(
      body
        .replaceAll('  yield;\n', '')
        .replace('function* createSystemSteps(', 'function createSystem('),
    ).toBe(originalBody);
  });

  it('refuses a module of another shape rather than building without it', () => {
    expect(() => lazyGlobalStyles(source.replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(
      /createSystem changed/,
    );
    expect(() =>
      systemInSteps(source.replace('createLayers(config);', 'layersOf(config);')),
    ).toThrow(/createSystem changed/);
  });
});
