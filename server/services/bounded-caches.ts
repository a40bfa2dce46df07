/** Bounded caches of derived, immutable values (the catalogue's, the quotes', the searches'). */

/** A Map that starts over when it holds `limit` entries (caches of derived, immutable values). */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }
  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}

/**
 * Values by stay (`checkIn|checkOut`) and entry index, at most `limit` of them (it starts over past
 * that): one lookup per stay, then an array index per cabin of a page.
 */
export class StayCache<V> {
  #byStay = new Map<string, Array<V | undefined>>();
  #size = 0;
  constructor(private readonly limit: number) {}
  /** The values of one stay, to read and fill by entry index. */
  of(stayKey: string): Array<V | undefined> {
    let values = this.#byStay.get(stayKey);
    if (!values) {
      values = [];
      this.#byStay.set(stayKey, values);
    }
    return values;
  }
  /** The values of one stay if any were stored (no new array). */
  peek(stayKey: string): ReadonlyArray<V | undefined> | undefined {
    return this.#byStay.get(stayKey);
  }
  /** Counts a value just stored, starting over past the limit. */
  added(): void {
    this.#size += 1;
    if (this.#size > this.limit) {
      this.#byStay.clear();
      this.#size = 0;
    }
  }
}
