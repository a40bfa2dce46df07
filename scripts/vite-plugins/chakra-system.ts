import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import {
  CHAKRA_SYSTEM_MODULE,
  chakraSystemModulePath,
  lazyGlobalStyles,
  systemInSteps,
} from './chakra-create-system-patch.ts';

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
 * Both change Chakra's code (3.37, pinned): the rewrite lives in ./chakra-create-system-patch.ts,
 * and the build fails if Chakra's file no longer has the expected shape.
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

/** The global CSS for the app's theme, computed by app code through Vite's module runner. */
export async function loadGlobalCss(): Promise<string> {
  const path = fileURLToPath(new URL('../../src/app/chakra-global-css.tsx', import.meta.url));
  const { module } = await runnerImport<{ chakraGlobalCss: () => string }>(path, {
    configFile: false,
    logLevel: 'warn',
  });
  return module.chakraGlobalCss();
}
