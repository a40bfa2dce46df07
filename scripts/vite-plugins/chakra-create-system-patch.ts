import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The one place the build rewrites Chakra's code (@chakra-ui/react 3.37.0, pinned): its
 * `createSystem` (dist/esm/styled-system/system.js), for the plugin in ./chakra-system.ts and
 * decision 060.
 *
 * - `lazyGlobalStyles`: `_global` (the reset, the global rules, a variable per token) is computed on
 *   first read instead of on every start; the build ships it as a stylesheet.
 * - `systemInSteps`: the body becomes a generator pausing between its phases, and the module gains
 *   `createSystemInSteps(nextStep, ...configs)` (the browser's entry builds the system in steps).
 *
 * Every anchor must occur exactly once, or the build fails ("createSystem changed"): a Chakra
 * upgrade fails loudly, in the build and in tests/scripts/chakra-create-system-patch.test.ts, which
 * applies the patch to the installed file.
 */

/** Chakra's file that defines createSystem, as Vite names it when it loads it. */
export const CHAKRA_SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** Chakra's own file (its package exports do not expose it). */
export function chakraSystemModulePath(): string {
  const manifest = createRequire(import.meta.url).resolve('@chakra-ui/react/package.json');
  return join(dirname(manifest), 'dist', 'esm', 'styled-system', 'system.js');
}

function changed(): Error {
  return new Error(
    "refugio:chakra-system: @chakra-ui/react's createSystem changed; update scripts/vite-plugins/chakra-create-system-patch.ts",
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
