import { openPglite, openPgliteDatabase } from '../../src/db/pglite/index.js';
import { repositorySuite } from './repository.suite.js';

// A fresh in-memory PGlite (not the shared worker one): migrations must apply from scratch.
repositorySuite('pglite', async () => {
  const pg = await openPglite();
  const database = await openPgliteDatabase({ client: pg });
  return {
    database,
    async close() {
      await database.close();
      await pg.close();
    },
  };
});
