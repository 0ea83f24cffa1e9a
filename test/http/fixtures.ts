import { test as base } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';

/** The shared fixtures plus a real listening HTTP server over the test's services. */
export const test = base.extend<{ server: TestServer }>({
  server: async ({ services }, use) => {
    const s = await TestServer.start(services);
    await use(s);
    await s.close();
  },
});

export { describe, expect } from '../support/fixtures.js';
