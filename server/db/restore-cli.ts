import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from './backup.ts';

/**
 * `npm run db:restore -- FILE`: puts a backup of the embedded database (DATA_DIR/backups/…) in
 * place of DATA_DIR's database, with the server stopped. The database that was there is kept beside
 * it. On PostgreSQL, restore with PostgreSQL's tools (README).
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Uso / usage: npm run db:restore -- DATA_DIR/backups/refugio-….tar.gz');
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  if (config.DATABASE_URL) {
    console.error(
      'db:restore restaura la base de datos integrada (PGlite); con DATABASE_URL usa pg_restore o psql.\n' +
        'db:restore restores the embedded database (PGlite); with DATABASE_URL use pg_restore or psql.',
    );
    return 1;
  }
  try {
    const { previous } = await restoreBackup({ file: resolve(file), dataDir: config.dataDir });
    console.log(
      `Respaldo restaurado en ${config.dataDir} / backup restored into ${config.dataDir}` +
        (previous
          ? `\nLa base anterior quedó en / the previous database was kept at ${previous}`
          : ''),
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

process.exitCode = await main();
