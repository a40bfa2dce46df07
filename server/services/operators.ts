import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { clients } from '../db/schema.ts';

/** Makes the account of `email` an operator (admin); false when no account has that e-mail. */
export async function makeOperator(db: DbOrTx, email: string): Promise<boolean> {
  const updated = await db
    .update(clients)
    .set({ isAdmin: true })
    .where(sql`lower(${clients.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: clients.id });
  return updated.length > 0;
}
