import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the stub. */
export interface StubReply {
  /** @defaultValue 200 */
  status?: number;
  headers?: Record<string, string>;
  /** Assistant text of a 200 message (wrapped into a Messages API response). */
  text?: string;
  /** Full JSON body (overrides `text`). */
  body?: unknown;
  /** Wait this long before answering (for abort and timeout tests). */
  delayMs?: number;
  /** `stop_reason` of a 200 message. @defaultValue 'end_turn' */
  stopReason?: string;
}

/** A Messages API response: the stub's default answer, and tests' scripted tool calls. */
export function stubMessage(content: unknown[], stopReason = 'end_turn', opts: { id?: string; model?: string } = {}) {
  return {
    id: opts.id ?? 'msg_stub',
    type: 'message',
    role: 'assistant',
    model: opts.model ?? 'claude-haiku-4-5',
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
  /** True when the client hung up before the stub answered. */
  clientAborted: boolean;
}

/**
 * A local stand-in for the Anthropic Messages API (`POST /v1/messages`), driven by the
 * real SDK through `baseURL`. Replies are scripted in order; an unscripted request
 * gets a 500 so a test that makes more calls than it expects fails loudly.
 */
export class AnthropicStub {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: StubReply[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<AnthropicStub> {
    let stub: AnthropicStub | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => stub!.handle(req.method ?? '', req.url ?? '', req.headers, Buffer.concat(chunks).toString('utf8'), res));
    });
    stub = new AnthropicStub(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return stub;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  reply(...r: StubReply[]): this {
    this.replies.push(...r);
    return this;
  }

  /** Answer every request without a scripted reply from its JSON body (for suites of many calls). */
  respondWith(fn: ((body: any) => StubReply) | null): this {
    this.responder = fn;
    return this;
  }

  private responder: ((body: any) => StubReply) | null = null;

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(method: string, url: string, headers: IncomingHttpHeaders, raw: string, res: ServerResponse): void {
    const rec: RecordedRequest = { method, url, headers, body: raw ? JSON.parse(raw) : null, clientAborted: false };
    this.requests.push(rec);
    res.on('close', () => {
      if (!res.writableEnded) rec.clientAborted = true;
    });
    const r = this.replies.shift() ??
      this.responder?.(rec.body) ?? { status: 500, body: { type: 'error', error: { type: 'api_error', message: 'unscripted request' } } };
    const send = () => {
      if (res.destroyed) return;
      const status = r.status ?? 200;
      const body =
        r.body ??
        (status === 200
          ? stubMessage([{ type: 'text', text: r.text ?? '' }], r.stopReason, { id: `msg_${this.requests.length}`, model: rec.body?.model ?? 'stub' })
          : { type: 'error', error: { type: 'api_error', message: `status ${status}` } });
      res.writeHead(status, { 'content-type': 'application/json', ...r.headers });
      res.end(JSON.stringify(body));
    };
    if (r.delayMs) {
      const t = setTimeout(() => {
        this.timers.delete(t);
        send();
      }, r.delayMs);
      this.timers.add(t);
    } else send();
  }
}
