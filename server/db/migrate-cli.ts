import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

/** `npm run db:migrate`: opening the database applies every pending migration. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
});
console.log(`Migraciones aplicadas (${database.kind}).`);
await database.close();
