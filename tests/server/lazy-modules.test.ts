import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * The packages a Node process has loaded after importing `modules` (and nothing else): every
 * module resolved, CommonJS or ESM, as a resolve hook sees it.
 */
async function packagesLoadedBy(modules: string[]): Promise<string[]> {
  const hook = `
    let port;
    export function initialize(data) { port = data.port; }
    export async function resolve(specifier, context, next) {
      const resolved = await next(specifier, context);
      port.postMessage(resolved.url);
      return resolved;
    }
  `;
  const script = `
    import { register } from 'node:module';
    import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
    const { port1, port2 } = new MessageChannel();
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}), {
      data: { port: port2 },
      transferList: [port2],
    });
    for (const module of ${JSON.stringify(modules)}) await import(module);
    const urls = [];
    for (let message; (message = receiveMessageOnPort(port1)); ) urls.push(message.message);
    port1.close();
    console.log(JSON.stringify(urls));
  `;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: process.cwd() },
  );
  const urls = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
  return [...new Set(urls.map((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]))]
    .filter((name): name is string => !!name)
    .sort();
}

/**
 * sharp (libvips) and nodemailer cost resident memory from the moment they are loaded; the server
 * loads them on the first photo rendered or checked and the first message sent (decision 190).
 */
describe('packages loaded at start-up', () => {
  it('the server loads neither sharp nor nodemailer until it needs them', async () => {
    const loaded = await packagesLoadedBy([
      './server/app.ts',
      './server/jobs/index.ts',
      './server/db/seed.ts',
    ]);
    expect(loaded).toContain('fastify');
    expect(loaded.filter((name) => /sharp|nodemailer/.test(name))).toEqual([]);
  }, 60_000);
});
