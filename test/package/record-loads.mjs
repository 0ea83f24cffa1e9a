// `node --import ./record-loads.mjs …`: append the URL of every module the process
// resolves (ESM imports, including each package's entry) to the file named by
// MW_LOAD_LOG, so a test can see what importing an entry point really pulled in.
// The hooks run on a separate thread (Node 20), hence a file rather than memory.
import { register } from 'node:module';

register(new URL('./record-loads-hooks.mjs', import.meta.url));
