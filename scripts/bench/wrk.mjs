// @ts-check
/** wrk (Debian package), the load generator that is not the bottleneck here; WRK_PATH elsewhere. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

export const WRK = process.env.WRK_PATH || '/usr/bin/wrk';
export const hasWrk = () => existsSync(WRK);

/** wrk's latency figure ("812.00us", "1.25ms", "2.10s") in ms. @param {string} text */
function wrkMs(text) {
  const [, value = '0', unit = 'ms'] = /^([\d.]+)(us|ms|s)$/.exec(text.trim()) ?? [];
  return +(Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1)).toFixed(2);
}

/**
 * One wrk run (1 thread) against `url`, gzip asked for: req/s, requests sent, p50 and p99 in ms,
 * bytes a response, and failures (non-2xx/3xx answers and socket errors).
 * @param {string} url
 * @param {{ connections: number, seconds: number, headers?: string[] }} options more request headers (`Cookie: …`)
 */
export async function runWrk(url, { connections, seconds, headers = [] }) {
  const output = await new Promise((resolve, reject) =>
    execFile(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', ...headers.flatMap((header) => ['-H', header]), url], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  const text = String(output);
  const field = (/** @type {RegExp} */ pattern) => pattern.exec(text)?.[1] ?? '0';
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text)?.slice(1).map(Number) ?? [];
  const rps = Number(field(/Requests\/sec:\s+([\d.]+)/));
  const transfer = field(/Transfer\/sec:\s+([\d.]+[KMG]?B)/);
  const bytesPerSecond = Number(transfer.replace(/[KMG]?B$/, '')) * ({ K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[transfer.at(-2) ?? ''] ?? 1);
  return {
    rps: Math.round(rps),
    requests: Number(field(/(\d+) requests in/)),
    p50: wrkMs(field(/^\s+50%\s+(\S+)/m)),
    p99: wrkMs(field(/^\s+99%\s+(\S+)/m)),
    bytesPerResponse: rps ? Math.round(bytesPerSecond / rps) : 0,
    failures: Number(field(/Non-2xx or 3xx responses:\s+(\d+)/)) + socketErrors.reduce((sum, n) => sum + n, 0),
  };
}

