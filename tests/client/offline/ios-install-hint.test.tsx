import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from './render.tsx';

const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InstallButton on iOS Safari', () => {
  it('explains how to add Refugio to the home screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_IOS);
    const { startInstallPrompt } = await import('../../../src/lib/pwa/install-prompt.ts');
    const { InstallButton } = await import('../../../src/components/install-button.tsx');
    startInstallPrompt();
    renderWithShell(<InstallButton />);
    expect(
      screen.getByText('Para instalar: toca Compartir y luego "Agregar a pantalla de inicio"'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instalar app' })).not.toBeInTheDocument();
  });
});
