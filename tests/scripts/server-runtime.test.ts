import { describe, expect, it } from 'vitest';
import { parseServerRuntime, serverRuntime } from '../../scripts/server-runtime.ts';

/** `npm run memory` and `npm run bench` start their server as package.json's "start" does. */
describe('serverRuntime', () => {
  it("reads the variables and Node flags of package.json's start script", () => {
    // The memory setting of decision 190: malloc hands the memory of freed blocks back.
    expect(serverRuntime()).toEqual({ env: { MALLOC_MMAP_THRESHOLD_: '32768' }, nodeFlags: [] });
  });

  it('reads the last command of the script only', () => {
    expect(
      parseServerRuntime(
        'FOO=1 node scripts/ensure-build.mjs && A=1 B=x=y node --one --two=2 dist-server/server.mjs',
      ),
    ).toEqual({ env: { A: '1', B: 'x=y' }, nodeFlags: ['--one', '--two=2'] });
    expect(parseServerRuntime('node dist-server/server.mjs')).toEqual({ env: {}, nodeFlags: [] });
  });

  it('refuses a script that does not run the compiled server with node', () => {
    expect(() =>
      parseServerRuntime('node scripts/ensure-build.mjs && tsx server/server.ts'),
    ).toThrow(/does not run the server with node/);
    expect(() => parseServerRuntime('node server/other.mjs')).toThrow(
      /does not run dist-server\/server.mjs/,
    );
    expect(() => parseServerRuntime('node --import tsx dist-server/server.mjs')).toThrow(
      /does not run dist-server\/server.mjs/,
    );
  });
});
