/**
 * Whose move of the results map just ended: the guest's (drag, wheel, zoom buttons, arrow keys, a
 * group's zoom), so 'Buscar mientras muevo el mapa' searches what the map shows, or the map's own
 * (framing the results, a popup or a focused marker brought into view), which must not search
 * (issue 18, "The map"). Pure: the caller feeds it Leaflet's events and the guest's input.
 *
 * A move is attributed when it STARTS, not when it ends: Leaflet's moves do not pair one input
 * with one `moveend`. A zoom started while a pan is running (a group activated while its focus
 * pans it into view, a zoom button during a drag's inertia) first ends the pan (a `moveend`, the
 * zoom not begun yet) and starts its own move a frame later; a move may also outlast any fixed
 * time after the input. So an input is not used up by the first `moveend` after it: each move
 * that starts within `windowMs` of the guest's last input (or is a drag) is theirs, and each of
 * their moves searches when it ends, the last one with the view the map comes to rest at.
 */

export interface MoveAttribution {
  /** The guest touched the map: pointer, wheel, a move key, a group's zoom. */
  guestInput(): void;
  /** The map is about to move on its own: inputs before this are not what moves it. */
  ownMove(): void;
  /** Leaflet `dragstart`: the move under way is the guest's, however long ago the pointer went down. */
  drag(): void;
  /** Leaflet `movestart`. */
  moveStart(): void;
  /** Leaflet `moveend`: whether the move that ended was the guest's (then search the map's area). */
  moveEnd(): boolean;
}

/** A move starting this long after the guest's last input is still theirs (wheel debounce, a busy frame). */
export const GESTURE_WINDOW_MS = 2_000;

export function createMoveAttribution(
  now: () => number = Date.now,
  windowMs: number = GESTURE_WINDOW_MS,
): MoveAttribution {
  /** When the guest last touched the map; null after the map's own move was announced. */
  let inputAt: number | null = null;
  /** Who the move under way belongs to; null while the map is still. */
  let current: 'guest' | 'own' | null = null;
  const recentInput = () => inputAt !== null && now() - inputAt < windowMs;

  return {
    guestInput() {
      inputAt = now();
    },
    ownMove() {
      inputAt = null;
      if (current === null) current = 'own';
    },
    drag() {
      current = 'guest';
    },
    moveStart() {
      // A second start inside one move (two zooms in one frame) keeps a guest's move theirs.
      if (current !== 'guest') current = recentInput() ? 'guest' : 'own';
    },
    moveEnd() {
      // Leaflet ends a move that never started when the view is already there (a pan by 0 px).
      const guest = current === null ? recentInput() : current === 'guest';
      current = null;
      return guest;
    },
  };
}
