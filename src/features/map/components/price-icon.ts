import { DivIcon, type DivIconOptions } from 'leaflet';
import type { PlacedMarker } from '../lib/offset-markers.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A divIcon whose focusable element carries an accessible name (Leaflet only sets alt on <img>). */
class LabelledDivIcon extends DivIcon {
  declare options: DivIconOptions & { ariaLabel: string };
  createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.options.ariaLabel);
    return element;
  }
}

/**
 * The price pill. The icon element itself is a zero-size box at the cabin's point; the pill is drawn
 * around it, shifted by the marker's offset when it shares its coordinates with others.
 */
export function createPriceIcon(options: {
  marker: PlacedMarker;
  priceText: string;
  ariaLabel: string;
  restricted: boolean;
}): DivIcon {
  const { marker, priceText, ariaLabel, restricted } = options;
  const dot = marker.number
    ? '<span class="refugio-price-marker__dot" aria-hidden="true"></span>'
    : '';
  const style = `--dx:${marker.offset.x}px;--dy:${marker.offset.y}px`;
  // The group number is drawn by CSS (::before), so the pill's text stays the price of its label.
  const numbered = marker.number ? ` data-number="${marker.number}"` : '';
  return new LabelledDivIcon({
    className: `refugio-price-marker${restricted ? ' is-unavailable' : ''}`,
    iconSize: undefined,
    iconAnchor: [0, 0],
    popupAnchor: [marker.offset.x, marker.offset.y - 14],
    html: `${dot}<span class="refugio-price-marker__pill" style="${style}"${numbered} aria-hidden="true">${escapeHtml(priceText)}</span>`,
    ariaLabel,
  } as DivIconOptions & { ariaLabel: string });
}
