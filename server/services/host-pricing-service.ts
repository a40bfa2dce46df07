import { eq } from 'drizzle-orm';
import { pesosToCents } from '../../src/shared/format.ts';
import type { PricingInput } from '../../src/shared/validation/host.ts';
import type { Db } from '../db/client.ts';
import { cabins, cabinSeasonalRates } from '../db/schema.ts';
import { cabinNotFound, hostCabinWhere, type HostActor } from './host-access.ts';
import type { CabinRow } from './stay-service.ts';

/**
 * PUT pricing: the nightly, weekend and cleaning prices, the minimum stay and the seasons, replaced
 * together in one transaction (a quote never sees half of them). Overlapping seasons were refused by
 * the shared schema.
 */
export async function replaceHostPricing(
  db: Db,
  actor: HostActor,
  id: string,
  input: PricingInput,
): Promise<CabinRow> {
  return db.transaction(async (tx) => {
    // The update first: it finds the actor's cabin (404 otherwise, and the transaction rolls back)
    // and locks its row, as a separate SELECT … FOR UPDATE would, one statement fewer.
    const [updated] = await tx
      .update(cabins)
      .set({
        nightlyRateCents: pesosToCents(input.basePrice),
        weekendRateCents: input.weekendPrice == null ? null : pesosToCents(input.weekendPrice),
        cleaningFeeCents: pesosToCents(input.cleaningFee),
        minNights: input.minNights,
        updatedAt: new Date(),
      })
      .where(hostCabinWhere(actor, id))
      .returning();
    if (!updated) throw cabinNotFound();
    await tx.delete(cabinSeasonalRates).where(eq(cabinSeasonalRates.cabinId, updated.id));
    if (input.seasonalRates.length) {
      await tx.insert(cabinSeasonalRates).values(
        input.seasonalRates.map((season) => ({
          cabinId: updated.id,
          name: season.name,
          startDate: season.startDate,
          endDate: season.endDate,
          nightlyRateCents: pesosToCents(season.pricePerNight),
          minNights: season.minNights ?? null,
        })),
      );
    }
    return updated;
  });
}
