import { describe, expect, it } from 'vitest';
import { skipEntryPreloads } from '../../scripts/vite-plugins/start-preloads.ts';

/** The entry's import of the start-up code is preloaded by index.html, not by Vite's helper. */
describe('skipEntryPreloads', () => {
  const deps = ['assets/framework-1.js', 'assets/start-2.js'];

  it("drops the entry's own preloads and keeps every other import's", () => {
    expect(
      skipEntryPreloads('assets/start-2.js', deps, {
        hostId: 'assets/boot-AbC_1-x.js',
        hostType: 'js',
      }),
    ).toEqual([]);
    expect(
      skipEntryPreloads('assets/cabin-3.js', deps, { hostId: 'assets/start-2.js', hostType: 'js' }),
    ).toEqual(deps);
    expect(
      skipEntryPreloads('assets/boot-1.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });
});
