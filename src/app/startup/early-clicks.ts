/**
 * A server-drawn page is on screen before the app that makes it respond has started. A click on
 * one of its controls in that time (a button, a field, a label; a link works without the app) is
 * kept instead of being lost: it starts the app at once, and is made again on the same element
 * once the app has taken the page over (React keeps the server's elements when it hydrates).
 */
const CONTROLS = 'button, [role="button"], input, select, textarea, label, summary';

export interface EarlyClicks {
  /** Stops listening and hands over the element last clicked, if any. */
  take(): HTMLElement | null;
}

export function captureEarlyClicks(root: Node, onFirstClick: () => void): EarlyClicks {
  let clicked: HTMLElement | null = null;
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROLS);
    if (!control || !root.contains(control) || control.closest('a[href]')) return;
    // Done again later, by the app: now it would only submit a form or toggle a box half-way.
    event.preventDefault();
    clicked = control;
    onFirstClick();
  };
  root.addEventListener('click', onClick, true);
  return {
    take() {
      root.removeEventListener('click', onClick, true);
      const control = clicked;
      clicked = null;
      return control?.isConnected ? control : null;
    },
  };
}
