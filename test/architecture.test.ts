/**
 * The layers of the code base and the imports each may make. Every relative import in
 * src/, packages/client/src/, ui/src/, workers/ and entry/ is resolved to the part it
 * lands in (a folder of src/, a root file such as services.ts, a package, or one of the
 * top-level folders) and
 * each part sits in one layer: a part may import its own layer and the ones below, never
 * one above. Wire formats are at the bottom so every process can share them; processes
 * are composed at the top, and only the composition roots construct.
 *
 * The imports that still run up are listed in KNOWN_BACK_EDGES, each with why it exists
 * and what removes it. A new one fails; so does a listed one that is gone, so the list
 * only shrinks. docs/ARCHITECTURE.md is held to the same table: its parts table names
 * every folder and its Mermaid diagram shows each layer with exactly these parts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Layer {
  name: string;
  /** What the layer is, and so why nothing below it may know it. */
  why: string;
  parts: string[];
}

/** Bottom first. A part may import parts of its own layer or of any layer below it. */
const LAYERS: Layer[] = [
  {
    name: 'wire formats',
    why: 'the shapes every process shares (zod schemas, enums, problem codes, the error that carries one)',
    parts: ['contract', 'errors.ts'],
  },
  {
    name: 'wire clients',
    why: 'code that runs in another process (an agent, a producer, the browser) and may see only the wire formats',
    parts: ['packages/client', 'client', 'producer', 'ui'],
  },
  {
    name: 'configuration',
    why: 'the typed Config; loading it is the one reader of the environment',
    parts: ['config'],
  },
  {
    name: 'pure rules',
    why: 'pure functions over text and wire types: admission, scope, provenance, slots; no I/O',
    parts: ['language', 'policy'],
  },
  {
    name: 'instrumentation',
    why: 'logs, metrics and error serialisation that every layer above reports through, so it knows none of them',
    parts: ['observability'],
  },
  {
    name: 'stores and remote services',
    why: 'Postgres, the Redis queues and the model API, each behind its own module',
    parts: ['db', 'queue', 'llm'],
  },
  {
    name: 'models',
    why: 'the judge and the embedder behind their interfaces, over the model API and the schema',
    parts: ['judge', 'embed'],
  },
  {
    name: 'domain services',
    why: 'principals and keys, recall: what the use cases and stages call on',
    parts: ['auth', 'recall'],
  },
  {
    name: 'pipeline',
    why: 'the hardening stages, their hand-over and runner, the maintenance jobs',
    parts: ['pipeline'],
  },
  {
    name: 'use cases',
    why: 'one function per operation, the same behind every door, and the Services port they are handed',
    parts: ['write', 'ops', 'ports.ts'],
  },
  {
    name: 'lanes and read models',
    why: 'the background extraction lane and the inspector read models, built over the use cases',
    parts: ['extract', 'inspect'],
  },
  {
    name: 'doors',
    why: 'parse a transport (HTTP, MCP, signed queue jobs, an agent loop), find the principal, call a use case',
    parts: ['http', 'mcp', 'ingest', 'integrations'],
  },
  {
    name: 'composition roots',
    why: 'the only places that construct services and compose processes',
    parts: ['services.ts', 'memwright.ts', 'cli'],
  },
  {
    name: 'worker processes',
    why: 'the BullMQ workers of the stages, ingest and extract, the schedulers, the depth and resync loops: processes built on the services',
    parts: ['workers'],
  },
  {
    name: 'entries',
    why: 'the package entry and the CLI entry, which hand the worker processes to the library and the CLI',
    parts: ['entry'],
  },
];

/** Folders outside src/ that src/ never imports: they compose it. */
const ABOVE_SRC = ['workers', 'entry'];

interface KnownBackEdge {
  /** The importing file, relative to the repository root. */
  from: string;
  /** The part it imports from, in a higher layer. */
  to: string;
  why: string;
  /** The planned change that removes the import. */
  removedBy: string;
}

const KNOWN_BACK_EDGES: KnownBackEdge[] = [];

interface Import {
  /** The importing file, relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  specifier: string;
  typeOnly: boolean;
}

/** Every `import … from`, `export … from`, side-effect import and `import('…')` of a source text. */
function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (node: ts.Node, spec: ts.Expression | undefined, typeOnly: boolean) => {
    if (!spec || !ts.isStringLiteralLike(spec)) return;
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, specifier: spec.text, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node, node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The part a file belongs to: a folder of src/, a root file of src/, or a package. */
function partOf(absPath: string): string | null {
  const rel = relative(ROOT, absPath).split(sep).join('/');
  if (rel.startsWith('packages/client/')) return 'packages/client';
  if (rel.startsWith('ui/')) return 'ui';
  for (const top of ABOVE_SRC) if (rel.startsWith(`${top}/`)) return top;
  const m = /^src\/([^/]+)(\/.*)?$/.exec(rel);
  if (!m) return null;
  return m[2] ? m[1]! : m[1]!.replace(/\.(js|ts|tsx|mjs)$/, '.ts');
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

const SCANNED = ['src', 'packages/client/src', 'ui/src', ...ABOVE_SRC].flatMap((d) => sourceFiles(join(ROOT, d)));

interface Edge extends Import {
  fromPart: string;
  toPart: string;
}

const allImports = SCANNED.flatMap((abs) => importsOf(relative(ROOT, abs).split(sep).join('/'), readFileSync(abs, 'utf8')));
const relativeImports = allImports.filter((i) => i.specifier.startsWith('.'));
const unresolved: Import[] = [];
const edges: Edge[] = relativeImports.flatMap((i) => {
  const fromPart = partOf(join(ROOT, i.file))!;
  const toPart = partOf(resolve(ROOT, dirname(i.file), i.specifier));
  if (toPart === null) {
    unresolved.push(i);
    return [];
  }
  return [{ ...i, fromPart, toPart }];
});
const crossPart = edges.filter((e) => e.fromPart !== e.toPart);

const layerOf = new Map(LAYERS.flatMap((l, i) => l.parts.map((p) => [p, i] as const)));
const upward = crossPart.filter((e) => (layerOf.get(e.fromPart) ?? -1) < (layerOf.get(e.toPart) ?? -1));
const key = (from: string, to: string) => `${from} -> ${to}`;
const knownKeys = new Set(KNOWN_BACK_EDGES.map((k) => key(k.from, k.to)));
const describeEdge = (e: Edge) =>
  `${e.file}:${e.line} (${e.fromPart}, layer ${layerOf.get(e.fromPart)} "${LAYERS[layerOf.get(e.fromPart)!]!.name}") imports '${e.specifier}' (${e.toPart}, layer ${layerOf.get(e.toPart)} "${LAYERS[layerOf.get(e.toPart)!]!.name}")`;

describe('import parsing', () => {
  it('finds every form of import, export-from and dynamic import, and tells type-only ones', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b/b.js';",
      "import './side.js';",
      'import {',
      '  c,',
      '  d,',
      "} from './cd.js';",
      "export * from './star.js';",
      "export type { E } from './e.js';",
      "const f = await import('./f.js');",
      "type G = import('./g.js').G;",
      "// import { h } from './comment.js';",
      "const s = \"import { i } from './string.js'\";",
    ].join('\n');
    expect(importsOf('x.ts', text).map((i) => [i.specifier, i.typeOnly, i.line])).toEqual([
      ['./a.js', false, 1],
      ['../b/b.js', true, 2],
      ['./side.js', false, 3],
      ['./cd.js', false, 4],
      ['./star.js', false, 8],
      ['./e.js', true, 9],
      ['./f.js', false, 10],
      ['./g.js', true, 11],
    ]);
  });

  it('resolves a file to its part', () => {
    expect(partOf(join(ROOT, 'src/pipeline/stages/embed.ts'))).toBe('pipeline');
    expect(partOf(join(ROOT, 'src/services.js'))).toBe('services.ts');
    expect(partOf(join(ROOT, 'packages/client/src/producer.ts'))).toBe('packages/client');
    expect(partOf(join(ROOT, 'package.json'))).toBeNull();
  });

  it('reads the real tree (write/ is seen importing policy/ and the pipeline hand-over)', () => {
    expect(SCANNED.length).toBeGreaterThan(100);
    const fromWrite = crossPart.filter((e) => e.file === 'src/write/writeMemory.ts').map((e) => e.toPart);
    expect(fromWrite).toEqual(expect.arrayContaining(['policy', 'pipeline', 'db', 'contract']));
    expect(unresolved).toEqual([]);
  });
});

describe('layers', () => {
  it('place every part present exactly once, and name no part that is gone', () => {
    const placed = LAYERS.flatMap((l) => l.parts);
    expect(new Set(placed).size, 'a part is in two layers').toBe(placed.length);
    const present = new Set(SCANNED.map((f) => partOf(f)!));
    expect([...present].filter((p) => !layerOf.has(p)), 'parts with no layer: add them to LAYERS').toEqual([]);
    expect(placed.filter((p) => !present.has(p)), 'LAYERS names parts that no longer exist').toEqual([]);
  });

  it('nothing in src/ imports workers/ or entry/, not even a type', () => {
    const intoTop = crossPart.filter((e) => e.file.startsWith('src/') && ABOVE_SRC.includes(e.toPart));
    expect(intoTop.map(describeEdge)).toEqual([]);
  });

  it('no import runs back up a layer, except the known ones', () => {
    const unknown = upward.filter((e) => !knownKeys.has(key(e.file, e.toPart)));
    expect(unknown.map(describeEdge), 'imports from a lower layer into a higher one').toEqual([]);
  });

  it('every known back-edge still exists and still runs up, so the list only shrinks', () => {
    const live = new Set(upward.map((e) => key(e.file, e.toPart)));
    expect(knownKeys.size, 'KNOWN_BACK_EDGES has duplicates').toBe(KNOWN_BACK_EDGES.length);
    expect(
      KNOWN_BACK_EDGES.filter((k) => !live.has(key(k.from, k.to))).map((k) => key(k.from, k.to)),
      'gone: delete these from KNOWN_BACK_EDGES',
    ).toEqual([]);
    for (const k of KNOWN_BACK_EDGES) {
      expect(k.why.length, key(k.from, k.to)).toBeGreaterThan(10);
      expect(k.removedBy, key(k.from, k.to)).toMatch(/^issue \d+/);
    }
  });

  it('counts', () => {
    const knownImports = upward.length;
    console.log(
      `architecture: ${SCANNED.length} files, ${allImports.length} imports (${relativeImports.length} internal, ` +
        `${crossPart.length} across parts), ${LAYERS.length} layers, ${layerOf.size} parts, ` +
        `${KNOWN_BACK_EDGES.length} known back-edges (${knownImports} import statements)`,
    );
    expect(knownImports).toBeGreaterThanOrEqual(KNOWN_BACK_EDGES.length);
  });
});

describe('docs/ARCHITECTURE.md', () => {
  const doc = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');

  it('its parts table names every folder', () => {
    const table = doc.split('\n').filter((l) => l.startsWith('|'));
    const missing = [...layerOf.keys()].filter((p) => {
      const path = p === 'packages/client' || p === 'ui' || ABOVE_SRC.includes(p) ? `\`${p}/` : p.endsWith('.ts') ? `\`src/${p}` : `\`src/${p}/`;
      return !table.some((row) => row.includes(path));
    });
    expect(missing, 'parts the table does not name').toEqual([]);
  });

  it('its Mermaid diagram shows each layer with exactly its parts, bottom to top', () => {
    const block = /```mermaid\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block, 'no mermaid block').toBeDefined();
    const drawn: { name: string; parts: string[] }[] = [];
    for (const line of block!.split('\n').map((l) => l.trim())) {
      const sub = /^subgraph\s+\w+\s*\["(?:\d+ · )?([^"]+)"\]/.exec(line);
      if (sub) drawn.push({ name: sub[1]!, parts: [] });
      else if (line === 'end') continue;
      else for (const m of line.matchAll(/\w+\["([^"]+)"\]/g)) drawn.at(-1)?.parts.push(m[1]!);
    }
    expect(drawn).toEqual(LAYERS.map((l) => ({ name: l.name, parts: l.parts })));
  });
});
