import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a socket. fetch and undici normalise
 * the URL (decode, drop dot segments, strip the origin), which would hide exactly the
 * spellings a path-based guard must survive.
 */
export function rawRequest(
  url: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`raw request ${method} ${target} timed out`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split >= 0 ? text.slice(0, split) : text;
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split >= 0 ? text.slice(split + 4) : '' });
    });
    const lines = [`${method} ${target} HTTP/1.1`, `host: ${hostname}:${port}`, 'connection: close'];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    if (body || method === 'PUT' || method === 'POST') lines.push(`content-length: ${Buffer.byteLength(body)}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
