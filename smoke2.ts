import { parseEnv } from './src/config/env.js';
import { createServices } from './src/services.js';
import { buildApp } from './src/http/app.js';
const env = parseEnv({ MEMWRIGHT_DATA_DIR: 'memory://', MEMWRIGHT_ADMIN_KEY: 'admin-key-0123456789', MEMWRIGHT_LOG_LEVEL: 'warn' });
const s = await createServices(env);
const app = await buildApp(s);
const adm = { authorization: 'Bearer admin-key-0123456789' };
let r = await app.inject({ method: 'POST', url: '/v1/admin/keys', headers: adm, payload: { tenantId: 't1', role: 'agent', agentIds: ['a1'] } });
console.log(r.statusCode, r.body);
const key = r.json().key;
const h = { authorization: 'Bearer ' + key };
const body = { content: 'User loves blue charts', memoryType: 'semantic', source: 'user', confidence: 'asserted', evidence: { messageId: 'm' }, run: { runId: 'r', agentId: 'a1', userId: 'u' } };
for (const [p, hh] of [[body, h], [{ ...body, extra: 1 }, h], [{ ...body, content: 5 }, h], [body, {}], [{ ...body, run: { ...body.run, agentId: 'a2' } }, h], [{ ...body, evidence: {} }, h]] as const) {
  r = await app.inject({ method: 'POST', url: '/v1/memories', headers: hh, payload: p as any });
  console.log(r.statusCode, r.headers['content-type'], r.body.slice(0, 300));
}
r = await app.inject({ method: 'POST', url: '/v1/memories', headers: { ...h, 'content-type': 'application/json' }, payload: '{bad' });
console.log(r.statusCode, r.body);
r = await app.inject({ method: 'GET', url: '/v1/memories/not-a-uuid', headers: h });
console.log(r.statusCode, r.body);
r = await app.inject({ method: 'GET', url: '/v1/memories?limit=abc', headers: h });
console.log(r.statusCode, r.body);
r = await app.inject({ method: 'GET', url: '/v1/memories', headers: h });
console.log(r.statusCode, r.body.slice(0, 100));
r = await app.inject({ method: 'GET', url: '/docs/json' });
console.log(r.statusCode, r.body.slice(0, 200));
r = await app.inject({ method: 'GET', url: '/readyz' });
console.log(r.statusCode, r.body);
await app.close(); await s.close();
