/**
 * Human-readable log lines for a terminal: pino's JSON line in, `12:04:31 WARN  message
 * key=value …` out. Small on purpose (no pino-pretty at run time, which is a dev
 * dependency): the installed package prints readable logs with what it ships.
 *
 * Every string is passed through {@link printable}: a log line can quote text that came
 * from a request, and raw control characters would drive the terminal.
 */
import { writeSync } from 'node:fs';
import { printable } from './terminalText.js';

const LEVELS: Record<number, [label: string, colour: string]> = {
  10: ['TRACE', '\x1b[90m'],
  20: ['DEBUG', '\x1b[90m'],
  30: ['INFO ', '\x1b[32m'],
  40: ['WARN ', '\x1b[33m'],
  50: ['ERROR', '\x1b[31m'],
  60: ['FATAL', '\x1b[35m'],
};
const RESET = '\x1b[0m';
const DIM = '\x1b[2m';

/** Fields every line has, shown in the prefix or not at all. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg']);

export interface PrettyOptions {
  /** ANSI colours. @defaultValue false */
  colour?: boolean;
  /** Print an error's stack frames under the line (at debug level: the stack is for whoever debugs). @defaultValue false */
  stacks?: boolean;
}

interface LoggedErrorLike {
  type?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: LoggedErrorLike;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function clock(time: unknown): string {
  const d = new Date(typeof time === 'number' ? time : Date.now());
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /^[^\s"=]+$/.test(v) ? printable(v) : printable(JSON.stringify(v));
  if (v === null || typeof v !== 'object') return String(v);
  return printable(JSON.stringify(v));
}

function errorText(e: LoggedErrorLike, stacks: boolean): string {
  const parts: string[] = [];
  for (let s: LoggedErrorLike | undefined = e, depth = 0; s && depth < 5; s = s.cause, depth++) {
    const head = `${String(s.type ?? 'Error')}${s.code ? ` ${String(s.code)}` : ''}: ${String(s.message ?? '')}`;
    const frames = stacks && typeof s.stack === 'string' ? s.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
    parts.push(printable(head) + frames.map((f) => `\n    ${printable(f.trim())}`).join(''));
  }
  return parts.join('\n  caused by: ');
}

/** One pino JSON line as one (or, with stacks, several) human-readable lines. */
export function formatLine(line: string, opts: PrettyOptions = {}): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const [label, colour] = LEVELS[Number(o.level)] ?? ['     ', ''];
  const c = (code: string, text: string) => (opts.colour && code ? `${code}${text}${RESET}` : text);
  const fields: string[] = [];
  let error = '';
  for (const [k, v] of Object.entries(o)) {
    if (OMITTED.has(k) || v === undefined) continue;
    if ((k === 'err' || k === 'error') && v && typeof v === 'object') error = errorText(v as LoggedErrorLike, !!opts.stacks);
    else fields.push(`${k}=${value(v)}`);
  }
  const msg = typeof o.msg === 'string' ? printable(o.msg) : '';
  const tail = fields.length ? ` ${c(DIM, fields.join(' '))}` : '';
  const err = error ? `\n  ${error}` : '';
  return `${c(DIM, clock(o.time))} ${c(colour, label)} ${msg}${tail}${err}\n`;
}

/** A pino destination writing {@link formatLine}'s output to `fd`, synchronously (nothing is lost at exit). */
export function prettyDestination(fd: number, opts: PrettyOptions = {}): { write(line: string): void } {
  return {
    write(line: string) {
      writeSync(fd, formatLine(line, opts));
    },
  };
}
