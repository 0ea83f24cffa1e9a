/** `memwright mcp`: the memory tools for MCP clients (desktop and IDE assistants) over stdio. */
import type { Command } from 'commander';

export function registerMcp(program: Command): void {
  program
    .command('mcp')
    .description(
      'serve the memory tools over MCP on stdin/stdout, talking to a running server ' +
        '(env: MEMWRIGHT_URL, MEMWRIGHT_API_KEY, MEMWRIGHT_AGENT_ID, MEMWRIGHT_USER_ID, optional MEMWRIGHT_THREAD_ID, MEMWRIGHT_RUN_ID)',
    )
    .action(async () => {
      // Loaded on use: the MCP SDK is not needed by any other command.
      const [{ parseMcpEnv }, { runStdio }] = await Promise.all([import('../../mcp/config.js'), import('../../mcp/stdio.js')]);
      await runStdio(parseMcpEnv(process.env));
    });
}
