/**
 * docs/ingest.md stays true: its worked example is recomputed with the worker's own
 * signing code, and the Python signing functions it shows (standard library only) are
 * run on the same input when python3 is installed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestJobId, ingestPublicKey, signEnvelope, signingInput, signingKey, signingSeed, verifyEnvelope, verifyingKey } from '../../src/contract/ingestWire.js';
import { ROOT } from '../cli/cli.js';

const doc = readFileSync(join(ROOT, 'docs/ingest.md'), 'utf8');
const example = doc.slice(doc.indexOf('### Worked example'), doc.indexOf('## What the worker checks'));
const item = (label: string) => {
  const m = new RegExp(`- ${label}: \`([^\`]+)\``).exec(example);
  if (!m) throw new Error(`docs/ingest.md: no "${label}" in the worked example`);
  return m[1]!;
};
const block = (label: string) => {
  const m = new RegExp(`- ${label}:\\n\\s*\`\`\`\\w*\\n\\s*(.+)\\n`).exec(example);
  if (!m) throw new Error(`docs/ingest.md: no "${label}" block in the worked example`);
  return m[1]!.trim();
};

describe('docs/ingest.md worked example', () => {
  const apiKey = item('api key');
  const keyId = item('key id');
  const ts = Number(item('ts'));
  const body = JSON.parse(block('body')) as unknown;

  it('every value follows from the inputs by the documented recipe', () => {
    expect(signingSeed(apiKey).toString('hex')).toBe(item('seed \\(hex\\)'));
    expect(ingestPublicKey(apiKey)).toBe(item('public key \\(hex\\)'));
    expect(signingInput('write', keyId, ts, body)).toBe(block('message'));
    const sig = signEnvelope(signingKey(apiKey), 'write', keyId, ts, body);
    expect(sig).toBe(item('sig'));
    expect(verifyEnvelope(verifyingKey(item('public key \\(hex\\)'))!, 'write', keyId, ts, body, sig)).toBe(true);
    expect(ingestJobId('write', sig)).toBe(item('job id'));
  });

  // The snippet needs pyca's `cryptography`; CI's Debian python3 may lack it.
  const python = spawnSync('python3', ['-c', 'import cryptography']).status === 0;
  it.skipIf(!python)('the Python signing functions shown produce the same signature', () => {
    const code = /```python\n([\s\S]*?)```/.exec(doc)![1]!;
    // The functions only: the bullmq import and calls need a package this workplace cannot install.
    const fns = code.slice(code.indexOf('def canonical'), code.indexOf('async def'));
    const script = `import hashlib, hmac, json, sys\nfrom cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey\n${fns}\nargs = json.loads(sys.stdin.read())\nprint(sign(signer(args["key"]), args["keyId"], "write", args["body"], args["ts"]))\n`;
    const r = spawnSync('python3', ['-c', script], { input: JSON.stringify({ key: apiKey, keyId, ts, body }), encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(item('sig'));
  });
});
