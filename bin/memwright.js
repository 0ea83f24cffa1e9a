#!/usr/bin/env node
// memwright is written in TypeScript and runs through tsx (a runtime dependency):
// register its loader, then hand over to the CLI.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/cli/main.ts');
const code = await run(process.argv);
if (code !== 0) process.exit(code);
