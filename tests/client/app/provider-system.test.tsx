import { Box, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appProviderSystem, appSystem } from '../../../src/app/theme.ts';

/** The system the app hands Chakra: everything but the global styles the build ships as CSS. */
describe('appProviderSystem', () => {
  it('is the app system without its global styles', () => {
    const system = appProviderSystem();
    expect(system._global).toEqual([]);
    expect(system.token('colors.brand.600')).toBe(appSystem().token('colors.brand.600'));
    expect(system.css({ p: '4', color: 'brand.fg' })).toEqual(
      appSystem().css({ p: '4', color: 'brand.fg' }),
    );
  });

  it("styles components without inserting the tokens' variables or the reset", () => {
    render(
      <ChakraProvider value={appProviderSystem()}>
        <Box p="4" color="brand.fg">
          Hola
        </Box>
      </ChakraProvider>,
    );
    expect(screen.getByText('Hola').className).toMatch(/css-/);
    const inserted = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(inserted).toContain('padding:var(--chakra-spacing-4)');
    expect(inserted).not.toContain('--chakra-colors-brand-600:');
    expect(inserted).not.toMatch(/@layer reset\{/);
  });
});
