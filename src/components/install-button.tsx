import { Button, Text } from '@chakra-ui/react';
import { promptInstall, useInstallState } from '../lib/pwa/install-prompt.ts';

/** 'Instalar app' where the browser offers it; on iOS Safari, how to add it to the home screen. */
export function InstallButton() {
  const { canPrompt, showIosHint, installed } = useInstallState();
  if (installed) return null;
  if (canPrompt) {
    return (
      <Button variant="outline" colorPalette="brand" size="sm" onClick={() => void promptInstall()}>
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 3v12m0 0l-4-4m4 4l4-4M5 21h14"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Instalar app
      </Button>
    );
  }
  if (showIosHint) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Para instalar: toca Compartir y luego "Agregar a pantalla de inicio"
      </Text>
    );
  }
  return null;
}
