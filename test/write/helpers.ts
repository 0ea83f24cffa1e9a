import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../src/auth/principal.js';
import { noteEvents, notes } from '../../src/db/schema.js';
import type { Services } from '../../src/ports.js';
import { stageJobId } from '../../src/queue/names.js';
import { writeMemory, type WriteDeps } from '../../src/write/writeMemory.js';

export const agentOf = (tenantId: string, agentIds: string[] | null = ['a1', 'a2']): Principal => ({
  tenantId,
  role: 'agent',
  keyId: 'key-agent',
  agentIds,
});
export const operatorOf = (tenantId: string): Principal => ({ tenantId, role: 'operator', keyId: 'key-op', agentIds: null });

export function depsOf(s: Services, over: Partial<WriteDeps> = {}): WriteDeps {
  return { db: s.database.db, statements: s.database.statements, producer: s.producer, config: s.config.write, logger: s.logger, metrics: s.metrics, ...over };
}

export function write(s: Services, p: Principal, b: unknown, over: Partial<WriteDeps> = {}) {
  return writeMemory(depsOf(s, over), p, b);
}

export async function noteRows(s: Services, tenantId: string) {
  return s.database.db.select().from(notes).where(eq(notes.tenantId, tenantId));
}

export async function eventRows(s: Services, tenantId: string, noteId?: string) {
  return s.database.db
    .select()
    .from(noteEvents)
    .where(noteId ? and(eq(noteEvents.tenantId, tenantId), eq(noteEvents.noteId, noteId)) : eq(noteEvents.tenantId, tenantId));
}

/** The embed job BullMQ holds for a note version, if any. */
export async function embedJob(s: Services, noteId: string, version = 1) {
  return s.producer!.queues.embed.getJob(stageJobId('embed', noteId, version));
}
