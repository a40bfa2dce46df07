import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/**
 * Chakra's styling system, built for a phone's main thread (decision 060).
 *
 * - **Global CSS as a stylesheet of the build.** Chakra's provider draws its global styles (the
 *   layer order, the reset, the global rules and a CSS variable for every token, ~40 KB) from
 *   `system._global`, which `createSystem` computes when the app starts, and which the provider
 *   serializes and hashes on its first render. The app's provider passes Chakra a view of the
 *   system without them (src/app/theme.ts); the same CSS, computed once here from the same theme
 *   (src/app/chakra-global-css.tsx, loaded through Vite's module runner), is linked from
 *   index.html (precached by the service worker, inlined into server-drawn pages by the server),
 *   and `createSystem` computes `_global` only when something asks for it.
 * - **The system built in steps.** `createSystem` is one 20–50 ms task on a phone. Its body
 *   becomes a generator pausing between its phases (merging the configs, the token dictionary,
 *   the utilities, the rest): `createSystem` runs it through at once, and the module gains
 *   `createSystemInSteps(nextStep, ...configs)`, which awaits `nextStep()` at each pause. The
 *   app's entry imports it as `virtual:chakra-system-in-steps` (the same module as Chakra's own).
 *
 * Both change Chakra's code (3.37, pinned): the build fails if it no longer has the expected shape.
 */
export function chakraSystem(): Plugin {
  const fileName = 'chakra-global.css';
  let command: 'build' | 'serve' = 'serve';
  let css: Promise<string> | undefined;
  const globalCss = () => (css ??= loadGlobalCss());
  return {
    name: 'refugio:chakra-system',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === SYSTEM_IN_STEPS_ID ? chakraSystemModulePath() : null;
    },
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
      return { code: systemInSteps(lazyGlobalStyles(code)), map: null };
    },
    async buildStart() {
      if (command === 'build') {
        this.emitFile({ type: 'asset', name: fileName, source: await globalCss() });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response, next) => {
        globalCss().then((text) => {
          response.setHeader('Content-Type', 'text/css; charset=utf-8');
          response.end(text);
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const emitted = bundle
          ? Object.values(bundle).find(
              (output) => output.type === 'asset' && output.names.includes(fileName),
            )
          : undefined;
        if (bundle && !emitted) throw new Error(`refugio:chakra-system: ${fileName} missing`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', href: `/${emitted?.fileName ?? fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The app's entry imports `createSystemInSteps` under this name. */
export const SYSTEM_IN_STEPS_ID = 'virtual:chakra-system-in-steps';

const CHAKRA_SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** Chakra's own file (its package exports do not expose it). */
export function chakraSystemModulePath(): string {
  const manifest = createRequire(import.meta.url).resolve('@chakra-ui/react/package.json');
  return join(dirname(manifest), 'dist', 'esm', 'styled-system', 'system.js');
}

function changed(): Error {
  return new Error(
    "refugio:chakra-system: @chakra-ui/react's createSystem changed; update scripts/vite-plugins/chakra-system.ts",
  );
}

/** Replaces the one occurrence of `anchor` in `code`, or fails the build. */
function replaceOnce(code: string, anchor: string, replacement: string): string {
  const at = code.indexOf(anchor);
  if (at < 0 || code.indexOf(anchor, at + 1) >= 0) throw changed();
  return code.slice(0, at) + replacement + code.slice(at + anchor.length);
}

const EAGER_GLOBAL = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const RETURNED_GLOBAL = '    _global,\n';

/** `createSystem` with `_global` computed on first read instead of always. */
export function lazyGlobalStyles(code: string): string {
  return replaceOnce(
    replaceOnce(code, EAGER_GLOBAL, '  let _global;\n'),
    RETURNED_GLOBAL,
    '    get _global() {\n' +
      '      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n' +
      '    },\n',
  );
}

const SYSTEM_START = 'function createSystem(...configs) {\n';
const SYSTEM_END = 'function getTokenMap(tokens) {\n';
/** Where a step ends: after merging the configs, after the tokens, after the utilities. */
const STEP_AFTER = '  const layers = createLayers(config);\n';
const STEP_BEFORE = [
  '  const breakpoints = createBreakpoints(',
  '  function assignComposition() {',
];
const EXPORTS = 'export { createSystem, isValidSystem };';

/**
 * `createSystem`'s body becomes a generator that yields between its phases, driven to the end at
 * once by `createSystem` (as before) or step by step by `createSystemInSteps(nextStep, ...configs)`,
 * which awaits `nextStep()` at each pause so a caller can let the browser run other tasks.
 */
export function systemInSteps(code: string): string {
  const start = code.indexOf(SYSTEM_START);
  const end = code.indexOf(SYSTEM_END);
  if (start < 0 || end < start) throw changed();
  let steps = code
    .slice(start, end)
    .replace(SYSTEM_START, 'function* createSystemSteps(...configs) {\n');
  steps = replaceOnce(steps, STEP_AFTER, `${STEP_AFTER}  yield;\n`);
  for (const anchor of STEP_BEFORE) steps = replaceOnce(steps, anchor, `  yield;\n${anchor}`);
  const drivers =
    'function createSystem(...configs) {\n' +
    '  const steps = createSystemSteps(...configs);\n' +
    '  for (;;) {\n' +
    '    const step = steps.next();\n' +
    '    if (step.done) return step.value;\n' +
    '  }\n' +
    '}\n' +
    'async function createSystemInSteps(nextStep, ...configs) {\n' +
    '  const steps = createSystemSteps(...configs);\n' +
    '  for (;;) {\n' +
    '    const step = steps.next();\n' +
    '    if (step.done) return step.value;\n' +
    '    await nextStep();\n' +
    '  }\n' +
    '}\n';
  return replaceOnce(
    code.slice(0, start) + steps + drivers + code.slice(end),
    EXPORTS,
    'export { createSystem, createSystemInSteps, isValidSystem };',
  );
}

/** The global CSS for the app's theme, computed by app code through Vite's module runner. */
export async function loadGlobalCss(): Promise<string> {
  const path = fileURLToPath(new URL('../../src/app/chakra-global-css.tsx', import.meta.url));
  const { module } = await runnerImport<{ chakraGlobalCss: () => string }>(path, {
    configFile: false,
    logLevel: 'warn',
  });
  return module.chakraGlobalCss();
}
