import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openPglite } from '../../src/db/pglite/index.js';
import { openPostgresDatabase } from '../../src/db/postgres/index.js';
import { createTestPostgres, TEST_DATABASE_URL } from '../support/db.js';
import { freePort } from '../support/redis.js';
import { repositorySuite } from './repository.suite.js';

// postgres.js over the wire protocol: against a fresh, empty database on the real test
// server when MEMWRIGHT_TEST_DATABASE_URL is set (migrations apply from scratch), else
// against a separate PGlite served by pglite-socket.
repositorySuite('postgres', async () => {
  if (TEST_DATABASE_URL) {
    const created = await createTestPostgres(TEST_DATABASE_URL, { empty: true });
    const database = await openPostgresDatabase({ url: created.url, max: 4 });
    return {
      database,
      async close() {
        await database.close();
        await created.drop();
      },
    };
  }
  const pg = await openPglite();
  const port = await freePort();
  // One pooled connection (PGlite is one session) + the migrator's own connection.
  const server = new PGLiteSocketServer({ db: pg, port, host: '127.0.0.1', maxConnections: 2 });
  await server.start();
  const database = await openPostgresDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 1 });
  return {
    database,
    async close() {
      await database.close();
      await server.stop();
      await pg.close();
    },
  };
});
