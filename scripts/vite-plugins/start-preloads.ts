import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The app's entry (src/app/startup/main.tsx) is a few lines that import the app's start-up code
 * (src/app/startup/start.tsx) when the page is ready for it. That code and the chunks it imports are
 * listed in index.html as `<link rel="modulepreload">`, so the app shell fetches them at once and
 * in parallel, as it would static imports of the entry. Vite's own preloading of that import is
 * turned off (`skipEntryPreloads`): the links are already there, and a server-drawn page moves
 * them out of its head and has the entry add them when it starts the app (server/plugins/pages.ts).
 */
export function startPreloads(startModule = 'src/app/startup/start.tsx'): Plugin {
  return {
    name: 'refugio:start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const start = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && !!output.facadeModuleId?.endsWith(startModule),
        );
        if (!start) throw new Error(`refugio:start-preloads: no chunk for ${startModule}`);
        const entries = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.isEntry,
        );
        const files = [...staticClosure(bundle, start)].filter(
          (file) => !entries.some((entry) => entry.fileName === file),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The chunk and every chunk it imports statically, in the order they are reached. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()) {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') staticClosure(bundle, next, files);
  }
  return files;
}

/** The entry's chunks are named `assets/boot-[hash].js`: see `skipEntryPreloads`. */
export const ENTRY_FILE_NAMES = 'assets/boot-[hash].js';

/**
 * For `build.modulePreload.resolveDependencies`: no preloads for the entry's dynamic import of the
 * start-up code (index.html lists them); the usual ones for every other dynamic import.
 */
export function skipEntryPreloads(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return hostType === 'js' && /(^|\/)assets\/boot-[\w-]+\.js$/.test(hostId) ? [] : deps;
}
