import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetBrowserState, stubFetch } from './harness.tsx';

afterEach(resetBrowserState);

// Its own file: the menu's code must not have been loaded by an earlier test.
describe('UserMenu before its code has loaded', () => {
  it('keeps a click on the stand-in button and opens once ready', async () => {
    stubFetch({});
    renderApp('/');
    const standIn = screen.getByRole('button', { name: 'Menú de usuario' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(standIn);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
