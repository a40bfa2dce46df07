import { describe, expect, it } from 'vitest';
import {
  createMoveAttribution,
  GESTURE_WINDOW_MS,
} from '../../../src/features/map/lib/move-attribution.ts';

/** An attribution on a clock the test moves. */
function setup() {
  let time = 1_000_000;
  const moves = createMoveAttribution(() => time);
  return {
    moves,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createMoveAttribution', () => {
  it("searches when the guest's move ends, not the map's own", () => {
    const { moves, advance } = setup();
    moves.ownMove(); // framing the results
    moves.moveStart();
    advance(250);
    expect(moves.moveEnd()).toBe(false);

    moves.guestInput(); // a zoom button
    advance(16);
    moves.moveStart();
    advance(250);
    expect(moves.moveEnd()).toBe(true);
  });

  it('searches the view a group zoom lands on when the zoom first stops a pan under way', () => {
    // Leaflet: a setView during a pan ends the pan (moveend) and starts the zoom a frame later.
    const { moves, advance } = setup();
    moves.guestInput(); // pointerdown on the group
    moves.ownMove(); // its focus: Leaflet pans it into view
    moves.moveStart();
    advance(40);
    moves.guestInput(); // click: the group's zoom
    expect(moves.moveEnd()).toBe(false); // the focus pan, stopped
    advance(16);
    moves.moveStart(); // the zoom
    advance(250);
    expect(moves.moveEnd()).toBe(true);
  });

  it("searches every end of a guest's chain of moves, so the last view is the one searched", () => {
    // A zoom button pressed during a drag's inertia: the inertia's end, then the zoom's.
    const { moves, advance } = setup();
    moves.guestInput();
    moves.moveStart();
    moves.drag();
    advance(3_000); // a long drag: the pointer went down long ago
    moves.guestInput(); // pointerup, then the zoom button
    expect(moves.moveEnd()).toBe(true);
    advance(16);
    moves.moveStart();
    advance(250);
    expect(moves.moveEnd()).toBe(true);
  });

  it("a drag is the guest's however long the pointer was held before it", () => {
    const { moves, advance } = setup();
    moves.guestInput();
    advance(GESTURE_WINDOW_MS + 500);
    moves.moveStart(); // Leaflet fires movestart just before dragstart
    moves.drag();
    advance(400);
    expect(moves.moveEnd()).toBe(true);
  });

  it('a move that outlasts the window is still searched: it started in time', () => {
    const { moves, advance } = setup();
    moves.guestInput();
    advance(30);
    moves.moveStart();
    advance(GESTURE_WINDOW_MS * 2); // a very busy machine
    expect(moves.moveEnd()).toBe(true);
  });

  it("a move starting long after the last input is the map's own", () => {
    const { moves, advance } = setup();
    moves.guestInput(); // a click on the map that moved nothing
    advance(GESTURE_WINDOW_MS);
    moves.moveStart(); // e.g. the window resized
    expect(moves.moveEnd()).toBe(false);
  });

  it("the map's own move after the guest's is not searched (a popup's autopan, a marker's focus)", () => {
    const { moves, advance } = setup();
    moves.guestInput();
    moves.moveStart();
    expect(moves.moveEnd()).toBe(true);
    advance(100);
    moves.ownMove();
    moves.moveStart();
    expect(moves.moveEnd()).toBe(false);
  });

  it('a move ended without a start (the view already there) follows the latest input', () => {
    const { moves, advance } = setup();
    moves.ownMove();
    expect(moves.moveEnd()).toBe(false); // framing to where the map already is
    moves.guestInput();
    advance(10);
    expect(moves.moveEnd()).toBe(true); // a group whose view the map is already at
  });
});
