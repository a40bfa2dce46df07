import { captureEarlyClicks } from './early-clicks.ts';
import { startInstallPrompt } from '../../lib/pwa/install-offer.ts';
import {
  PAGE_CODE_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderState,
} from '../../shared/server-render.ts';

/**
 * The app's entry, a few lines long. A page the server drew is on screen and readable before any
 * of the app's code runs, so that code (~200 KB) waits for the page's load event, or for the
 * guest's first click: until then the connection brings what the guest looks at (the photos),
 * not code. The app shell (other pages, visits answered by the service worker) shows nothing
 * without the app, and starts it at once.
 */

/** A slow photo must not keep a drawn page from responding for long. */
const LATEST_START_MS = 3000;
const PRELOADS_PER_TASK = 6;

// Chromium offers installation once, possibly before the app has loaded.
startInstallPrompt();

const root = document.getElementById('root')!;
const stateElement = document.getElementById(SERVER_STATE_ELEMENT_ID);
const earlyClicks = stateElement ? captureEarlyClicks(root, start) : null;
let started = false;

function readServerState(): ServerRenderState | null {
  if (!stateElement?.textContent) return null;
  try {
    return JSON.parse(stateElement.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}

/**
 * Preloads the listed code a few files at a time: each file's download starts as its link is
 * added, and forty at once make one long task on a phone.
 */
async function preload(hrefs: readonly string[]): Promise<void> {
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve));
    for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Loads and starts the app in steps, each its own task, so a phone's main thread is never held
 * for long: React and the libraries every page runs, then Chakra's theme, then its styling system
 * built from it (itself in steps), then the app.
 */
async function startInSteps(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  if (import.meta.env.PROD) {
    const { buildAppSystem } = await import('./system-in-steps.ts');
    await nextTask();
    await buildAppSystem(nextTask);
  } else {
    // The dev server serves Chakra pre-bundled, without the build's createSystemInSteps.
    const { appSystem } = await import('../theme.ts');
    await nextTask();
    appSystem();
  }
  await nextTask();
  const { startApp } = await import('./start.tsx');
  await startApp(root, readServerState(), earlyClicks ?? undefined);
}

function start(): void {
  if (started) return;
  started = true;
  // A drawn page lists the app's start-up code and its own (server/plugins/pages.ts): they
  // download side by side instead of one after another.
  const code = stateElement?.getAttribute(PAGE_CODE_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  void preload(code);
  startInSteps().catch((error: unknown) => {
    // The drawn page stays as it is, its controls back to what they do without the app.
    earlyClicks?.take();
    console.error('No se pudo iniciar la aplicación', error);
  });
}

/** Once the photos that came with the page have loaded and been painted. */
function startAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(start));
}

if (!stateElement) {
  start();
} else {
  if (document.readyState === 'complete') startAfterPaint();
  else window.addEventListener('load', startAfterPaint, { once: true });
  setTimeout(start, Math.max(0, LATEST_START_MS - performance.now()));
}
