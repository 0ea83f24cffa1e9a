import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openPglite } from '../../src/db/pglite/index.js';
import { openPostgresDatabase } from '../../src/db/postgres/index.js';
import { freePort } from '../support/redis.js';
import { repositorySuite } from './repository.suite.js';

// postgres.js over the wire protocol, against a separate PGlite served by pglite-socket.
repositorySuite('postgres', async () => {
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
