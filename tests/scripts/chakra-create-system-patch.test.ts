import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chakraSystemModulePath,
  lazyGlobalStyles,
  systemInSteps,
} from '../../scripts/vite-plugins/chakra-create-system-patch.ts';

/** The guard of the build's rewrite of Chakra's createSystem (decision 060): a Chakra upgrade fails here. */

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
