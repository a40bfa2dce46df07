import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Palettes no component or badge of the app uses. */
const UNUSED_PALETTES = ['teal', 'cyan', 'pink'];

function withoutPalettes<T extends { colors?: object }>(group: T): T {
  const colors = Object.fromEntries(
    Object.entries(group.colors ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  );
  return { ...group, colors };
}

/**
 * The app has no dark mode: semantic tokens keep their light value only. Chakra's system is
 * built in the browser on every start (before the first render), and the dark variants and unused
 * palettes made up two thirds of that work and of the token CSS sent with each page.
 */
function lightOnly<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  if ('value' in node) {
    // Chakra writes a mode-dependent value as { _light, _dark } (or { base, _dark }).
    const value = (node as { value: unknown }).value as { _light?: unknown; base?: unknown };
    if (!value || typeof value !== 'object') return node;
    const light = '_light' in value ? value._light : 'base' in value ? value.base : undefined;
    return light === undefined ? node : { ...node, value: light };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, lightOnly(child)]),
  ) as T;
}

/**
 * Chakra's default theme minus the recipes of components the app does not use: the default
 * config carries ~75 recipes into the entry chunk, which every page downloads before its first
 * render. A component used without its recipe here renders unstyled, so add the recipe with it.
 * (Import recipes from '@chakra-ui/react/theme' only here: imported from lazy code as well, the
 * bundler keeps the whole theme module, every recipe included, in the entry.)
 */
const usedTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens: withoutPalettes(tokens),
    semanticTokens: lightOnly(withoutPalettes(semanticTokens)),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      popover: popoverSlotRecipe,
      switch: switchSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Warm terracotta and pine tones; every text/background pair used meets WCAG AA. */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#fdf4ef' },
          100: { value: '#fae3d5' },
          200: { value: '#f3c3a6' },
          300: { value: '#e99a70' },
          400: { value: '#dc7444' },
          500: { value: '#c85a2b' },
          600: { value: '#a84620' },
          700: { value: '#8a3a1c' },
          800: { value: '#6e301b' },
          900: { value: '#582818' },
          950: { value: '#301209' },
        },
        pine: {
          50: { value: '#eff7f2' },
          100: { value: '#d8ece0' },
          200: { value: '#b2d9c2' },
          300: { value: '#83bf9e' },
          400: { value: '#559f78' },
          500: { value: '#38825d' },
          600: { value: '#2a684a' },
          700: { value: '#23533d' },
          800: { value: '#1f4333' },
          900: { value: '#1a372b' },
          950: { value: '#0d1f18' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's gray ring (#a1a1aa) is 2.6:1 on white: focus indicators need 3:1 (WCAG 1.4.11).
        gray: { focusRing: { value: '{colors.gray.600}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        pine: {
          solid: { value: '{colors.pine.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.pine.700}' },
          muted: { value: '{colors.pine.100}' },
          subtle: { value: '{colors.pine.50}' },
          emphasized: { value: '{colors.pine.200}' },
          focusRing: { value: '{colors.pine.600}' },
        },
      },
    },
  },
});

/**
 * What only Chakra's global styles use: the reset, the global rules and the keyframes. The build
 * writes them, with the tokens' variables, into the global stylesheet (chakra-global-css.tsx);
 * the browser's system leaves them out, as their code and its work would go unused there.
 */
const globalStyles = () => [
  defineConfig({ preflight: true, globalCss, theme: { keyframes } }),
  defineConfig({
    globalCss: {
      'html, body': { bg: 'bg', color: 'fg' },
      ':focus-visible': { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
    },
  }),
];

let system: SystemContext | undefined;
let providerSystem: SystemContext | undefined;

/** The configs the app's system is built from (the browser's entry builds it in steps). */
export function appSystemConfigs() {
  return [defaultBaseConfig, usedTheme, config] as const;
}

/** The app's system, built elsewhere from appSystemConfigs() (src/app/startup/main.tsx, in steps). */
export function provideAppSystem(built: SystemContext): void {
  system ??= built;
}

/**
 * Chakra's styling system, built on first use if the entry has not built it already: building it
 * is the largest single piece of a start's work.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(...appSystemConfigs());
  return system;
}

/**
 * The system as the app's provider hands it to Chakra: without global styles, which the build
 * ships as a stylesheet (scripts/vite-plugins/chakra-system.ts) instead of the browser
 * computing, serializing and inserting them on every start.
 */
export function appProviderSystem(): SystemContext {
  providerSystem ??= Object.create(appSystem(), { _global: { value: [] } }) as SystemContext;
  return providerSystem;
}

/** The system with its global styles, for the build to write them out. */
export function globalStylesSystem(): SystemContext {
  return createSystem(...appSystemConfigs(), ...globalStyles());
}
