import { destinationKey, sortDestinations } from '../../../shared/destination-summary.ts';
import type { Cabin } from '../../../shared/types.ts';

export interface DestinationGroup {
  key: string;
  population: string;
  state: string;
  count: number;
  cabins: Cabin[];
}

/** One carousel per destination, most cabins first (SPEC §2 Home); available cabins lead each row. */
export function groupCabinsByDestination(cabins: readonly Cabin[]): DestinationGroup[] {
  const groups = new Map<string, DestinationGroup>();
  for (const cabin of cabins) {
    const key = destinationKey(cabin.location);
    const group = groups.get(key);
    if (group) {
      group.cabins.push(cabin);
      group.count += 1;
    } else {
      groups.set(key, {
        key,
        population: cabin.location.population,
        state: cabin.location.state,
        count: 1,
        cabins: [cabin],
      });
    }
  }
  for (const group of groups.values()) {
    group.cabins.sort(
      (a, b) => Number(a.restrictions.length > 0) - Number(b.restrictions.length > 0),
    );
  }
  return sortDestinations([...groups.values()]);
}
