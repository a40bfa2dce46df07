/**
 * `npm run admin:create -- EMAIL`: makes an existing account an operator (admin), who reaches every
 * cabin and reservation through the host API. Works on DATA_DIR's embedded database (stop the server
 * first: a data folder may be opened by one process only) or on DATABASE_URL.
 */
import { loadConfig } from '../config.ts';
import { makeOperator } from '../services/operators.ts';
import { openDatabase, type Database } from './client.ts';

async function main(args: string[]): Promise<number> {
  const email = args
    .find((a) => !a.startsWith('-'))
    ?.trim()
    .toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Uso: npm run admin:create -- CORREO (el correo de una cuenta existente).');
    return 2;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  try {
    if (!(await makeOperator(database.db, email))) {
      console.error(`No existe una cuenta con el correo ${email}; regístrala primero.`);
      return 1;
    }
    console.log(`${email} ahora es operador (admin).`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
