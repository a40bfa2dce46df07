import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../src/app/theme.ts';

/**
 * The theme carries only the recipes of the Chakra components the app uses (src/app/theme.ts).
 * A component imported without its recipe would render unstyled, silently: this test fails first.
 */

/** Chakra components → the recipe they style themselves with ('slot:' for slot recipes). */
const RECIPE_OF: Record<string, string> = {
  Alert: 'slot:alert',
  Badge: 'badge',
  Button: 'button',
  Card: 'slot:card',
  Checkbox: 'slot:checkbox',
  CloseButton: 'button',
  Code: 'code',
  DataList: 'slot:dataList',
  Dialog: 'slot:dialog',
  EmptyState: 'slot:emptyState',
  Field: 'slot:field',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  InputGroup: 'inputAddon',
  Link: 'link',
  List: 'slot:list',
  Menu: 'slot:menu',
  Popover: 'slot:popover',
  Separator: 'separator',
  Skeleton: 'skeleton',
  SkeletonText: 'skeleton',
  Spinner: 'spinner',
  Switch: 'slot:switch',
  Textarea: 'textarea',
  Toast: 'slot:toast',
  Toaster: 'slot:toast',
};

/** Layout and helpers with no recipe of their own, and non-component exports. */
const NO_RECIPE = new Set([
  'Box',
  'BoxProps',
  'Center',
  'CheckboxGroup',
  'ChakraProvider',
  'Circle',
  'Flex',
  'Grid',
  'HStack',
  'Image',
  'ImageProps',
  'IconProps',
  'InputProps',
  'LinkBox',
  'LinkOverlay',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'ButtonProps',
  'SystemConfig',
  'SystemContext',
  'chakra',
  'HTMLChakraProps',
  'useFieldContext',
  'useRecipe',
  'useBreakpointValue',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defineConfig',
]);

/** Every source file's text, read by Vite at transform time. */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('Chakra theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const missing: string[] = [];
    const unknown: string[] = [];
    const imported = chakraImports();
    expect(imported.size).toBeGreaterThan(20);
    for (const name of imported) {
      if (NO_RECIPE.has(name)) continue;
      const recipe = RECIPE_OF[name];
      if (!recipe) {
        unknown.push(name);
        continue;
      }
      const found = recipe.startsWith('slot:')
        ? appSystem().getSlotRecipe(recipe.slice(5))
        : appSystem().getRecipe(recipe);
      if (!found) missing.push(`${name} → ${recipe}`);
    }
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it('leaves out recipes nothing uses', () => {
    expect(appSystem().getSlotRecipe('accordion')).toBeUndefined();
    expect(appSystem().getSlotRecipe('datePicker')).toBeUndefined();
  });
});
