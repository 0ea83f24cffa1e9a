/**
 * An end-user token is only as good as the API key that minted it, over real HTTP:
 * revoking that key (admin route, or straight in the database as the CLI and other
 * replicas do) or its expiry refuses every token it minted with 401 `token_revoked`,
 * within the key's own revocation latency, while tokens of other keys keep working.
 */
import { revokeApiKey } from '../../src/auth/keys.js';
import { UserTokens } from '../../src/auth/userToken.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';
import { expect, test } from './fixtures.js';

async function operatorKey(server: TestServer, tenantId: string, extra: Record<string, unknown> = {}): Promise<{ id: string; key: string }> {
  const r = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId, role: 'operator', ...extra });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

async function mint(server: TestServer, key: string, userId = 'alice'): Promise<string> {
  const r = await server.post('/v1/user-tokens', key, { userId });
  expect(r.status, r.text).toBe(201);
  return r.body.token;
}

function expectRevoked(r: { status: number; contentType: string; body: any }) {
  expect(r.status).toBe(401);
  expect(r.contentType).toMatch(/^application\/problem\+json/);
  expect(r.body).toMatchObject({ status: 401, code: 'token_revoked' });
}

/** Poll until `server` refuses `token`; the time it took. */
async function msUntilRefused(server: TestServer, token: string, limitMs = 3000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const r = await server.get('/v1/me/memories', token);
    if (r.status !== 200) {
      expectRevoked(r);
      return Date.now() - start;
    }
    if (Date.now() - start > limitMs) throw new Error(`token still accepted after ${limitMs} ms`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

test('revoking the minting key refuses its tokens (401 token_revoked) at once; a token minted by another key still works', async ({ server, tenant }) => {
  const k = await operatorKey(server, tenant);
  const other = await operatorKey(server, tenant);
  const token = await mint(server, k.key);
  const otherToken = await mint(server, other.key);
  expect((await server.get('/v1/me/memories', token)).status).toBe(200);
  expect((await server.get('/v1/me/memories', otherToken)).status).toBe(200);

  expect((await server.req('DELETE', `/v1/admin/keys/${k.id}`, ADMIN_KEY)).status).toBe(200);
  expectRevoked(await server.get('/v1/me/memories', token));
  expectRevoked(await server.get('/v1/me', token));
  expectRevoked(await server.req('DELETE', '/v1/me/memories/00000000-0000-4000-8000-000000000000', token));
  expect((await server.get('/v1/me/memories', otherToken)).status).toBe(200);
  expect((await server.get('/v1/me', otherToken)).body).toMatchObject({ userId: 'alice' });

  // A well-signed token of a revoked key is no guess: refusing it many times never trips
  // the failed-authentication limit (20 per address by default) for the address.
  for (let i = 0; i < 25; i++) expectRevoked(await server.get('/v1/me/memories', token));
  expect((await server.get('/v1/me/memories', otherToken)).status).toBe(200);
});

test('a revocation made by another process (the CLI, another replica) refuses the tokens within the key cache time on every server', async ({ server, services, tenant }) => {
  const replica = await TestServer.start(services);
  try {
    const k = await operatorKey(server, tenant);
    const other = await operatorKey(server, tenant);
    const token = await mint(server, k.key);
    const otherToken = await mint(replica, other.key);
    // Both servers have the minting key in their caches.
    expect((await server.get('/v1/me/memories', token)).status).toBe(200);
    expect((await replica.get('/v1/me/memories', token)).status).toBe(200);

    await revokeApiKey(services.database.db, k.id);
    const [a, b] = await Promise.all([msUntilRefused(server, token), msUntilRefused(replica, token)]);
    // The API key's own latency: KeyResolver trusts a lookup for at most a second.
    expect(a).toBeLessThan(1500);
    expect(b).toBeLessThan(1500);
    // The key itself is refused the same way.
    expect((await replica.get('/v1/memories', k.key)).status).toBe(401);
    expect((await replica.get('/v1/me/memories', otherToken)).status).toBe(200);
    expect((await server.get('/v1/me/memories', otherToken)).status).toBe(200);
  } finally {
    await replica.close();
  }
});

test('the minting key expiring refuses its tokens; the admin key in the environment mints working tokens', async ({ server, tenant }) => {
  const shortLived = await operatorKey(server, tenant, { expiresAt: new Date(Date.now() + 1500).toISOString() });
  const token = await mint(server, shortLived.key);
  expect((await server.get('/v1/me/memories', token)).status).toBe(200);
  await new Promise((res) => setTimeout(res, 1600));
  expectRevoked(await server.get('/v1/me/memories', token));

  const adminToken = await mint(server, ADMIN_KEY);
  expect((await server.get('/v1/me/memories', adminToken)).status).toBe(200);
});

test("a token naming a key of another tenant, an unknown key or no key id is refused, even well signed", async ({ server, tenant }) => {
  // The server's own secret (derived from the admin key), as only a server could sign.
  const signer = UserTokens.fromConfig({ adminKey: ADMIN_KEY });
  const foreign = await operatorKey(server, `${tenant}-other`);
  const own = await operatorKey(server, tenant);
  const agent = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent', agentIds: ['a1'] });
  expect((await server.get('/v1/me/memories', signer.mint(tenant, `operator:${own.id}`, { userId: 'alice' }).token)).status).toBe(200);
  expectRevoked(await server.get('/v1/me/memories', signer.mint(tenant, `operator:${foreign.id}`, { userId: 'alice' }).token));
  expectRevoked(await server.get('/v1/me/memories', signer.mint(tenant, `agent:${agent.body.id}`, { userId: 'alice' }).token));
  expectRevoked(await server.get('/v1/me/memories', signer.mint(tenant, 'operator:00000000-0000-4000-8000-000000000000', { userId: 'alice' }).token));
  expectRevoked(await server.get('/v1/me/memories', signer.mint(tenant, 'operator:not-a-key-id', { userId: 'alice' }).token));
  const noKey = await server.get('/v1/me/memories', signer.mint(tenant, 'nokey', { userId: 'alice' }).token);
  expect(noKey.status).toBe(401);
  expect(noKey.body).toMatchObject({ code: 'unauthorized' });
});
