/**
 * `npm run db:seed-large` (`--cabins N`): seeds N generated cabins into the database of DATA_DIR (or
 * DATABASE_URL). Refuses a database that already has cabins. Stop the server first: an embedded data
 * folder may be opened by one process only.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createClock } from '../clock.ts';
import { seedLarge } from './catalogue/seed-large.ts';
import { openDatabase, type Database } from './client.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { cabins: { type: 'string', default: '10000' } } });
  const count = Number(values.cabins);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    console.error(`--cabins debe ser un entero entre 1 y 100000 (recibido: ${values.cabins}).`);
    return 2;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  try {
    const result = await seedLarge(database.db, {
      count,
      today: createClock(config.TODAY, config.NOW).today(),
      target: config.DATABASE_URL ? 'DATABASE_URL' : config.dataDir,
    });
    if (result.ok) console.log(result.message);
    else console.error(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
