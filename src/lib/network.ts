import { OFFLINE_HEADER } from '../offline/messages.ts';
import { reportAnswer } from './api-client.ts';
import { reportNetworkFailure } from './pwa/connectivity.ts';

/**
 * Checks that the API really answers (not only navigator.onLine) before quoting or paying.
 * /api/health is never stored by the service worker, the request bypasses the HTTP cache, and an
 * answer that says it came from the device does not count. What it finds goes to the
 * connectivity store: the browser may claim to be online while nothing gets through.
 */
export async function isNetworkReachable(timeoutMs = 2500): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(`/api/health?ts=${Date.now()}`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    reportAnswer(res);
    return res.ok && !res.headers.has(OFFLINE_HEADER);
  } catch {
    reportNetworkFailure();
    return false;
  } finally {
    clearTimeout(timer);
  }
}
