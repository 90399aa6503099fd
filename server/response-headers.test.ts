import { once } from 'node:events';
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { withoutRepeatedAddress } from './response-headers.mjs';

/** The headers a response written by `answer` arrives with, once withoutRepeatedAddress has seen it. */
async function headersOf(answer: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => {
    withoutRepeatedAddress(res);
    answer(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ port, host: '127.0.0.1', path: '/' }).end();
    const [res] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
    res.resume();
    return { status: res.statusCode, headers: res.headers };
  } finally {
    server.close();
  }
}

const address = `/es/calculadora-roi?orders=${'1'.repeat(3000)}`;

describe('withoutRepeatedAddress', () => {
  it('keeps a 308’s Location and drops the Refresh that repeats it', async () => {
    const { status, headers } = await headersOf((res) => {
      res.statusCode = 308;
      res.setHeader('location', address);
      res.setHeader('Refresh', `0;url=${address}`);
      res.end(address);
    });
    expect(status).toBe(308);
    expect(headers.location).toBe(address);
    expect(headers.refresh).toBeUndefined();
  });

  it('never sets the proxy’s x-middleware-* headers, whichever way the head is written', async () => {
    for (const write of [(res: ServerResponse) => res.end('page'), (res: ServerResponse) => res.writeHead(400).end('page')]) {
      const { status, headers } = await headersOf((res) => {
        res.statusCode = 200;
        res.setHeader('x-middleware-rewrite', `/en/roi-calculator-results?orders=${'1'.repeat(3000)}`);
        res.setHeader('x-middleware-set-cookie', 'a=b');
        res.setHeader('Content-Type', 'text/html');
        write(res);
      });
      expect(status).toBeGreaterThanOrEqual(200);
      expect(Object.keys(headers).filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
      expect(headers['content-type']).toBe('text/html');
    }
  });

  it('leaves a Refresh on other answers alone', async () => {
    const { headers } = await headersOf((res) => {
      res.setHeader('Refresh', '5');
      res.end();
    });
    expect(headers.refresh).toBe('5');
  });
});
