/**
 * An agent loop with durable memory: Claude (through @anthropic-ai/sdk) is told what
 * memwright remembers about the user, may propose new memories with the `record_memory`
 * tool, and memwright's contract — not the model — decides what is admitted.
 *
 *   MEMWRIGHT_URL=http://localhost:3000 MEMWRIGHT_API_KEY=mw_… ANTHROPIC_API_KEY=sk-… \
 *     npx tsx examples/anthropic-agent-loop.ts "I moved to Lisbon last month, by the way."
 *
 * Needs an agent key for the agent below (`memwright keys create --role agent --agent
 * support-bot …`). `ANTHROPIC_BASE_URL` points the SDK elsewhere (the test runs this file
 * against a local stand-in of the Messages API). Run identity is the application's,
 * never the model's: the tool has no user, agent or run field.
 */
import Anthropic from '@anthropic-ai/sdk';
import { MemwrightClient } from 'memwright/client';
import { applyToolUses, recordMemoryTool, type RunRef } from 'memwright/anthropic';

export interface TurnResult {
  answer: string;
  /** What memwright answered each `record_memory` call (the tool_result the model read). */
  memory: string[];
}

export async function agentTurn(opts: {
  memwright: MemwrightClient;
  anthropic: Anthropic;
  run: RunRef;
  userMessage: string;
  model?: string;
}): Promise<TurnResult> {
  const { memwright, anthropic, run } = opts;
  // 1. What should this run be told? The ready text block goes into the system prompt.
  const context = await memwright.context({ agentId: run.agentId, userId: run.userId!, threadId: run.threadId, runId: run.runId, query: opts.userMessage });
  const system = ['You are a helpful support assistant.', context.text].filter(Boolean).join('\n\n');
  const tools = [recordMemoryTool()];
  const messages: Anthropic.MessageParam[] = [{ role: 'user', content: opts.userMessage }];
  const memory: TurnResult['memory'] = [];

  // 2. The usual tool loop: the model may propose memories; memwright answers each call.
  for (let step = 0; step < 4; step++) {
    const response = await anthropic.messages.create({ model: opts.model ?? 'claude-haiku-4-5', max_tokens: 1024, system, tools, messages });
    if (response.stop_reason !== 'tool_use') {
      const answer = response.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
      return { answer, memory };
    }
    const results = await applyToolUses(memwright, response.content, run);
    for (const r of results) memory.push(typeof r.content === 'string' ? r.content : JSON.stringify(r.content));
    messages.push({ role: 'assistant', content: response.content }, { role: 'user', content: results });
  }
  return { answer: '', memory };
}

async function main(): Promise<void> {
  const url = process.env.MEMWRIGHT_URL ?? 'http://localhost:3000';
  const key = process.env.MEMWRIGHT_API_KEY;
  if (!key) throw new Error('set MEMWRIGHT_API_KEY to an agent key for agent support-bot');
  const result = await agentTurn({
    memwright: new MemwrightClient({ baseUrl: url, apiKey: key }),
    anthropic: new Anthropic({ baseURL: process.env.ANTHROPIC_BASE_URL }),
    run: { runId: `run-${Date.now()}`, agentId: process.env.AGENT_ID ?? 'support-bot', userId: process.env.USER_ID ?? 'user_42' },
    userMessage: process.argv[2] ?? 'I prefer bar charts over pie charts.',
  });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  });
}
