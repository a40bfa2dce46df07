import { startApp } from './app/start.tsx';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderState } from './shared/server-render.ts';

/** The state a server-drawn first visit came with; none for the app shell (service worker). */
function readServerState(): ServerRenderState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderState;
  } catch {
    return null;
  }
}

void startApp(document.getElementById('root')!, readServerState());
