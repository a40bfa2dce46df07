import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/**
 * Chakra's global CSS as a stylesheet of the build instead of work in the browser.
 *
 * Chakra's provider draws its global styles (the layer order, the reset, the global rules and a
 * CSS variable for every token, ~45 KB) from `system._global`, which `createSystem` computes when
 * the app starts, and which the provider then serializes and hashes on its first render: ~20 ms
 * of a phone's main thread, in one piece, before anything can respond. The app's provider passes
 * Chakra a view of the system without them (src/app/provider.tsx); the same CSS, computed once
 * here from the same theme, is linked from index.html (precached by the service worker, inlined
 * into server-drawn pages by the server), and Chakra's `createSystem` computes `_global` only when
 * something asks for it. The CSS itself comes from src/app/chakra-global-css.tsx, loaded through
 * Vite's module runner (it is app code: TypeScript importing the theme).
 */
export function chakraGlobalCss(): Plugin {
  const fileName = 'chakra-global.css';
  let command: 'build' | 'serve' = 'serve';
  let css: Promise<string> | undefined;
  const globalCss = () => (css ??= loadGlobalCss());
  return {
    name: 'refugio:chakra-global-css',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
      return { code: lazyGlobalStyles(code), map: null };
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
        if (bundle && !emitted) throw new Error(`refugio:chakra-global-css: ${fileName} missing`);
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

const CHAKRA_SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBAL = /\n(\s*)_global,\n/;

/**
 * Chakra's `createSystem` (3.37) with `_global` computed on first read instead of always. Fails the
 * build if the module no longer has the shape this expects (a Chakra upgrade): look again then.
 */
export function lazyGlobalStyles(code: string): string {
  if (!code.includes(EAGER_GLOBAL) || !RETURNED_GLOBAL.test(code)) {
    throw new Error(
      "refugio:chakra-global-css: @chakra-ui/react's createSystem changed; update scripts/vite-plugins/chakra-global-css.ts",
    );
  }
  return code
    .replace(EAGER_GLOBAL, 'let _global;')
    .replace(
      RETURNED_GLOBAL,
      '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
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
