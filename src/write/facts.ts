/**
 * Write step "load facts": everything admission needs, in ONE round trip and one row.
 */
import { sql } from 'drizzle-orm';
import type { WriteConfig } from '../config/config.js';
import type { WriteResult } from '../contract/note.js';
import type { MemoryWrite } from '../contract/write.js';
import type { Tx } from '../db/database.js';
import { injectableSql } from '../db/injectable.js';
import type { StatementRunner } from '../db/statements.js';
import type { AdmissionFacts, KnownNote } from '../policy/admission.js';

/** The stored result of an earlier request with the same idempotencyKey. */
export interface StoredReplay {
  requestHash: string;
  statusCode: number;
  response: WriteResult;
}

export interface Loaded {
  facts: AdmissionFacts;
  replay: StoredReplay | null;
}

/** What identifies the write's notes in the facts query. */
export interface FactsKey {
  tenantId: string;
  /** The caller's API key: its idempotency keys are its own. */
  keyId: string;
  /** The resolved scope's key ('' when the scope was refused). */
  scopeKey: string;
  contentHash: string;
}

const LIVE: readonly string[] = ['provisional', 'active', 'pending_review'];

/** agent_configs.max_extracted_per_run's default, for agents without a row. */
export const DEFAULT_MAX_EXTRACTED_PER_RUN = 10;

/** A note as the facts query returns it: `[id, scope_key, content_hash, content, deletion_key, status, protection_tier, author_type?]`. */
type NoteTuple = [string, string, string, string, string | null, KnownNote['status'], KnownNote['protectionTier'], KnownNote['authorType']?];

interface FactRow {
  cfg: [boolean, number, number] | string | null;
  inferred: boolean | null;
  idem: [string, number, WriteResult] | string | null;
  run: NoteTuple[] | string | null;
  slot: NoteTuple[] | string | null;
  same: NoteTuple | string | null;
}

/** json columns arrive parsed from PGlite and as text from some postgres.js setups. */
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const known = (t: NoteTuple): KnownNote => ({
  id: t[0],
  scopeKey: t[1],
  contentHash: t[2],
  content: t[3],
  deletionKey: t[4],
  status: t[5],
  protectionTier: t[6],
  ...(t[7] ? { authorType: t[7] } : {}),
});

/**
 * The agent's config, the tenant's policy, a stored idempotent result, this run's notes,
 * the slot's holders and an exact restatement (notes as JSON tuples, so the row shape
 * never varies).
 */
export async function loadFacts(
  statements: StatementRunner,
  tx: Tx,
  w: MemoryWrite,
  k: FactsKey,
  defaults: WriteConfig,
  lane: 'hot' | 'extractor' = 'hot',
): Promise<Loaded> {
  const agentId = w.run?.agentId ?? null;
  const runId = w.run?.runId ?? null;
  const values: Record<string, unknown> = {
    tenantId: k.tenantId,
    keyId: k.keyId,
    agentId,
    runId,
    idem: w.idempotencyKey ?? null,
    dk: w.deletionKey ?? null,
    key: k.scopeKey,
    hash: k.contentHash,
  };
  // Everything that changes the SQL text is in the statement's key; the rest are parameters.
  const shape = `facts|${agentId === null}|${!!w.idempotencyKey}|${runId === null}|${!!w.deletionKey}`;
  const [r] = await statements.run<FactRow>(tx, shape, values, (v) => {
    const tuple = sql`json_build_array(id, scope_key, content_hash, content, deletion_key, status, protection_tier)`;
    // This run's notes also say who wrote them: the hot path and the background lane have separate caps.
    const runTuple = sql`json_build_array(id, scope_key, content_hash, content, deletion_key, status, protection_tier, author_type)`;
    const none = sql`null::json`;
    return sql`select
      ${agentId === null ? none : sql`(select json_build_array(allow_memory_write, max_writes_per_run, max_extracted_per_run) from agent_configs where tenant_id = ${v('tenantId')} and agent_id = ${v('agentId')})`} as cfg,
      (select allow_inferred_at_thread_scope from tenants where id = ${v('tenantId')}) as inferred,
      ${w.idempotencyKey ? sql`(select json_build_array(request_hash, status_code, response) from idempotency_keys where tenant_id = ${v('tenantId')} and key_id = ${v('keyId')} and key = ${v('idem')})` : none} as idem,
      ${
        // A run is one agent's run: the same runId under another agent is another run.
        runId === null
          ? none
          : sql`(select json_agg(${runTuple}) from notes where tenant_id = ${v('tenantId')} and run_id = ${v('runId')} and run_agent_id = ${v('agentId')})`
      } as run,
      ${
        // Holders from this run are step 7's (supersede-own); an operator write without a run sees every holder.
        !w.deletionKey
          ? none
          : sql`(select json_agg(${tuple}) from notes where tenant_id = ${v('tenantId')} and deletion_key = ${v('dk')}
              and scope_key = ${v('key')} and ${injectableSql()}
              ${runId === null ? sql`` : sql`and not (run_id is not distinct from ${v('runId')} and run_agent_id is not distinct from ${v('agentId')})`})`
      } as slot,
      (select ${tuple} from notes where tenant_id = ${v('tenantId')} and scope_key = ${v('key')}
        and content_hash = ${v('hash')} and ${injectableSql()} order by created_at limit 1) as same`;
  });
  const cfg = json(r?.cfg ?? null);
  const idem = json(r?.idem ?? null);
  const run = json(r?.run ?? null) ?? [];
  const same = json(r?.same ?? null);
  return {
    replay: idem ? { requestHash: idem[0], statusCode: idem[1], response: json(idem[2])! } : null,
    facts: {
      // The lane's own cap: maxExtractedPerRun for extracted candidates, maxWritesPerRun for the hot path.
      agentConfig: {
        allowMemoryWrite: cfg?.[0] ?? true,
        maxWritesPerRun: lane === 'extractor' ? (cfg?.[2] ?? DEFAULT_MAX_EXTRACTED_PER_RUN) : (cfg?.[1] ?? defaults.maxWritesPerRun),
      },
      tenantPolicy: { allowInferredAtThreadScope: r?.inferred ?? false },
      runNotes: run.filter((t) => LIVE.includes(t[5])).map(known),
      runCreatedCount: run.filter((t) => (t[7] === 'extractor') === (lane === 'extractor')).length,
      slotHolders: (json(r?.slot ?? null) ?? []).map(known),
      restatementOf: same ? known(same) : null,
    },
  };
}
