import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallButton } from '../../../src/components/install-button.tsx';
import { UpdatePrompt } from '../../../src/components/update-prompt.tsx';
import { isIosSafari, startInstallPrompt } from '../../../src/lib/pwa/install-prompt.ts';
import { setUpdateStateForTest } from '../../../src/lib/pwa/register-sw.ts';
import { renderWithShell } from './render.tsx';

describe('UpdatePrompt', () => {
  it("announces 'Nueva versión disponible' with 'Actualizar', and 'Más tarde' hides it", async () => {
    const user = userEvent.setup();
    renderWithShell(<UpdatePrompt />);
    expect(screen.queryByText('Nueva versión disponible')).not.toBeInTheDocument();

    act(() => setUpdateStateForTest({ needRefresh: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Nueva versión disponible');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText('Nueva versión disponible')).not.toBeInTheDocument();
  });
});

describe('InstallButton', () => {
  it('appears only after beforeinstallprompt and prompts once from the click', async () => {
    const user = userEvent.setup();
    startInstallPrompt();
    renderWithShell(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();

    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Instalar app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it('recognises iOS Safari, and not the other iOS browsers', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const chromeIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
    const ipadDesktop =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(chromeIos)).toBe(false);
    expect(isIosSafari(ipadDesktop, 5, 'MacIntel')).toBe(true);
    expect(isIosSafari(ipadDesktop, 0, 'MacIntel')).toBe(false);
  });
});
