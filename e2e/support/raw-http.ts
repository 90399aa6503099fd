import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are (a request line no HTTP client would write: `OPTIONS *`, an absolute-form
 * target, a NUL in a path) and reads the answer until the server closes the connection.
 */
export function rawRequest(url: string, request: string | Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer in 15 s')));
    let failure: Error | undefined;
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server may answer and close before it has read everything sent: the answer still counts.
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => {
      if (chunks.length === 0) return reject(failure ?? new Error('closed without an answer'));
      const bytes = Buffer.concat(chunks);
      const headEnd = bytes.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = bytes.subarray(0, headEnd < 0 ? bytes.length : headEnd).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = headEnd < 0 ? '' : bytes.subarray(headEnd + 4).toString('utf8');
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body });
    });
  });
}

/** A GET with `target` as the request line's target, written by hand. */
export const rawGet = (url: string, target: string, method = 'GET') =>
  rawRequest(url, `${method} ${target} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: close\r\n\r\n`);
