import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyClicks } from '../../../src/app/startup/early-clicks.ts';

/** Clicks on a server-drawn page before the app has started are kept for it (src/app/startup/main.tsx). */

afterEach(() => {
  document.body.innerHTML = '';
});

function drawnPage() {
  document.body.innerHTML =
    '<div id="root"><form><button type="submit">Buscar</button>' +
    '<label><input type="checkbox"> Wifi</label></form>' +
    '<a href="/cabin/1"><button type="button">Ver cabaña</button></a><p>Texto</p></div>' +
    '<button id="outside">Fuera</button>';
  return document.getElementById('root')!;
}

const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('button, label')].find((e) =>
    e.textContent?.includes(text),
  )!;

describe('captureEarlyClicks', () => {
  it('keeps the last control clicked, starts the app at the first, and does nothing half-way', () => {
    const start = vi.fn();
    const early = captureEarlyClicks(drawnPage(), start);
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    byText('Buscar').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const box = document.querySelector('input')!;
    box.click();
    expect(box.checked).toBe(false);
    expect(start).toHaveBeenCalledTimes(2);
    expect(early.take()).toBe(box);
  });

  it('leaves links, text and the rest of the document alone', () => {
    const start = vi.fn();
    const early = captureEarlyClicks(drawnPage(), start);
    const inLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    byText('Ver cabaña').dispatchEvent(inLink);
    document.querySelector('p')!.click();
    document.getElementById('outside')!.click();
    expect(inLink.defaultPrevented).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(early.take()).toBeNull();
  });

  it('stops listening once taken, and forgets a control that left the page', () => {
    const start = vi.fn();
    const early = captureEarlyClicks(drawnPage(), start);
    byText('Buscar').click();
    byText('Buscar').remove();
    expect(early.take()).toBeNull();
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    byText('Wifi').dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
