/// <reference lib="webworker" />
import type { MessageFromWorker } from '../src/offline/messages.ts';

declare const self: ServiceWorkerGlobalScope;

/** Tells the page that made the request (or every open page) what happened to an API answer. */
export async function notifyClient(event: FetchEvent, message: MessageFromWorker): Promise<void> {
  const target = event.clientId ? await self.clients.get(event.clientId) : undefined;
  if (target) {
    target.postMessage(message);
    return;
  }
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage(message);
}
