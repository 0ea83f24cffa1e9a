/** `memwright inspect --user <id> [--agent <id>]`: what is remembered for a user — status and provenance. */
import type { Config } from '../../config/config.js';
import type { NoteDto } from '../../contract/note.js';
import { scopeLabel } from '../../contract/scope.js';
import type { Principal } from '../../auth/principal.js';
import { listMemories } from '../../ops/read.js';
import { printable, terminalJson } from '../../observability/terminalText.js';
import { SetupError } from '../../errors.js';
import { cliLogger, openCliServices } from '../support.js';

export interface InspectOptions {
  user: string;
  agent?: string;
  tenant?: string;
  json?: boolean;
}

/** The operator principal CLI commands act as (recorded as `operator:cli` in the audit trail). */
export function cliOperator(config: Config, tenant?: string): Principal {
  return { tenantId: tenant ?? config.auth.adminTenant, role: 'operator', keyId: 'cli', agentIds: null };
}

/**
 * One note, human-readable, provenance included (one block per note). Every line is
 * passed through {@link printable}: note text and ids are written by agents and tools.
 */
export function formatNote(n: NoteDto): string {
  const lines = [
    `${n.id}  ${n.status.toUpperCase()}  [${n.category}, ${n.createdAt.slice(0, 10)}]  ${scopeLabel(n.scope)}${n.scope.agentId && n.scope.level !== 'agent' ? ` via agent ${n.scope.agentId}` : ''}`,
    `  ${n.content.replace(/\s+/g, ' ')}`,
    `  provenance: ${n.authorType} wrote it; source ${n.source}, confidence ${n.confidence}` +
      (n.run ? `, run ${n.run.runId}` : '') +
      (Object.keys(n.evidence).length ? `, evidence ${Object.entries(n.evidence).map(([k, v]) => `${k}=${v}`).join(' ')}` : ''),
  ];
  const extra: string[] = [];
  if (n.deletionKey) extra.push(`slot ${n.deletionKey}`);
  if (n.importance !== null) extra.push(`importance ${n.importance.toFixed(1)}`);
  if (n.protectionTier !== 'standard') extra.push(n.protectionTier);
  extra.push(`accessed ${n.accessCount}×`);
  if (n.expiresAt) extra.push(`expires ${n.expiresAt}`);
  if (n.supersededById) extra.push(`superseded by ${n.supersededById}`);
  if (n.consolidatedIntoId) extra.push(`merged into ${n.consolidatedIntoId}`);
  if (n.derivedFromIds.length) extra.push(`derived from ${n.derivedFromIds.join(', ')}`);
  if (n.reviewReason) extra.push(`review: ${n.reviewReason}`);
  lines.push(`  ${extra.join('; ')}`);
  return lines.map(printable).join('\n');
}

export async function inspect(config: Config, o: InspectOptions, out: NodeJS.WritableStream = process.stdout): Promise<NoteDto[]> {
  if (!o.user) throw new SetupError('--user: required');
  const services = await openCliServices(config, 'inspect', { logger: cliLogger(config.log, { toStderr: true }), noQueue: true });
  try {
    const p = cliOperator(config, o.tenant);
    const notes: NoteDto[] = [];
    let cursor: string | undefined;
    do {
      const page = await listMemories(services, p, { userId: o.user, ...(o.agent ? { agentId: o.agent } : {}), limit: 200, ...(cursor ? { cursor } : {}) });
      notes.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    if (o.json) {
      out.write(`${terminalJson(notes)}\n`);
    } else if (notes.length === 0) {
      out.write(`${printable(`nothing is remembered for user ${o.user}${o.agent ? ` with agent ${o.agent}` : ''} in tenant ${p.tenantId}`)}\n`);
    } else {
      const counts = notes.reduce<Record<string, number>>((acc, n) => ((acc[n.status] = (acc[n.status] ?? 0) + 1), acc), {});
      out.write(
        `${printable(`${notes.length} note(s) for user ${o.user} in tenant ${p.tenantId}`)}: ${Object.entries(counts).map(([s, c]) => `${c} ${s}`).join(', ')}\n` +
          '(only provisional and active notes are ever injected)\n\n',
      );
      out.write(`${notes.map(formatNote).join('\n\n')}\n`);
    }
    return notes;
  } finally {
    await services.close();
  }
}
