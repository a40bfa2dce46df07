import { DivIcon, type DivIconOptions } from 'leaflet';
import { clusterLabel } from '../lib/cluster-markers.ts';
import type { PlacedMarker } from '../lib/offset-markers.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A divIcon whose focusable element carries an accessible name (Leaflet only sets alt on <img>). */
class LabelledDivIcon extends DivIcon {
  declare options: DivIconOptions & { ariaLabel: string; offset?: { x: number; y: number } };
  createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.options.ariaLabel);
    const offset = this.options.offset;
    if (offset) {
      element.style.setProperty('--dx', `${offset.x}px`);
      element.style.setProperty('--dy', `${offset.y}px`);
    }
    return element;
  }
}

/**
 * The price pill. The icon element is the pill's box, centred on the cabin's point by CSS
 * (results-map.css) and shifted by the marker's offset (the icon anchor) when it shares its
 * coordinates with others; the dot marks the true point of such a group.
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
  // The group number is drawn by CSS (::before), so the pill's text stays the price of its label.
  const numbered = marker.number ? ` data-number="${marker.number}"` : '';
  return new LabelledDivIcon({
    className: `refugio-price-marker${restricted ? ' is-unavailable' : ''}`,
    iconSize: undefined,
    // Leaflet draws the box at the point minus the anchor: a negative anchor shifts it by the offset.
    iconAnchor: [-marker.offset.x, -marker.offset.y],
    popupAnchor: [marker.offset.x, marker.offset.y - 14],
    html: `${dot}<span class="refugio-price-marker__pill"${numbered} aria-hidden="true">${escapeHtml(priceText)}</span>`,
    ariaLabel,
    offset: marker.offset,
  } as DivIconOptions & { ariaLabel: string });
}

/** A group's count: a focusable button (Leaflet's keyboard marker) that zooms in on Enter or click. */
export function createClusterIcon(count: number): DivIcon {
  return new LabelledDivIcon({
    className: 'refugio-cluster-marker',
    iconSize: undefined,
    iconAnchor: [0, 0],
    html: `<span class="refugio-cluster-marker__count" aria-hidden="true">${count}</span>`,
    ariaLabel: clusterLabel(count),
  } as DivIconOptions & { ariaLabel: string });
}
