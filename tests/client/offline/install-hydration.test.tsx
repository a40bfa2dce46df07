import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { appSystem } from '../../../src/app/theme.ts';
import { InstallButton } from '../../../src/components/install-button.tsx';
import { startInstallPrompt } from '../../../src/lib/pwa/install-prompt.ts';

// Chromium offers installation soon after load, often before a server-drawn page is hydrated.
it('a page drawn on the server hydrates cleanly when the install offer came first, then shows it', async () => {
  startInstallPrompt();
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const, platform: 'web' }),
  });
  window.dispatchEvent(offer);
  const footer = (
    <ChakraProvider value={appSystem()}>
      <footer>
        <InstallButton />
        <p>© Refugio</p>
      </footer>
    </ChakraProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(footer);
  expect(container.textContent).not.toContain('Instalar app');
  document.body.append(container);
  const onRecoverableError = vi.fn();

  render(footer, { container, hydrate: true, onRecoverableError });

  expect(await screen.findByRole('button', { name: 'Instalar app' })).toBeVisible();
  expect(onRecoverableError).not.toHaveBeenCalled();
});
