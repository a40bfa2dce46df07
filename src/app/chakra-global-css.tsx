import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { globalStylesSystem } from './theme.ts';

const GLOBAL_STYLE = /<style data-emotion="css-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The global CSS Chakra's provider draws for the app's theme (its layer order, the reset, the
 * global rules, a CSS variable per token), taken from what the provider renders on a server. The
 * build ships it as a stylesheet (scripts/vite-plugins/chakra-system.ts). Runs in Node only:
 * in a browser Emotion inserts these styles instead of rendering them.
 */
export function chakraGlobalCss(): string {
  const markup = renderToStaticMarkup(
    <ChakraProvider value={globalStylesSystem()}>{null}</ChakraProvider>,
  );
  return [...markup.matchAll(GLOBAL_STYLE)].map(([, css]) => css).join('');
}
