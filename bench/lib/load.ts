import autocannon from 'autocannon';
import type { IncomingHttpHeaders } from 'node:http';

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  headers?: IncomingHttpHeaders;
  body?: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Called with the status and headers of every response (header names as the server sent them). */
  onResponse?: (status: number, headers: IncomingHttpHeaders) => void;
}

export interface Round {
  /** Mean of the per-second request counts. */
  rps: number;
  /** Latency percentiles in ms (autocannon records whole milliseconds). */
  p50: number;
  p99: number;
  requests: number;
  /** Bytes read from the sockets (status lines, headers and bodies, as they came over the wire). */
  bytes: number;
  /** Non-2xx answers, connection errors and timeouts: any of them makes the figures worthless. */
  failures: number;
  failureDetail: string;
}

/** One autocannon run against one URL. */
export async function load(options: LoadOptions): Promise<Round> {
  const result = await autocannon({
    url: options.url,
    method: options.method,
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.duration,
    ...(options.onResponse
      ? {
          requests: [
            {
              onResponse: (status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) =>
                options.onResponse?.(status, headers ?? {}),
            },
          ],
        }
      : {}),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
    .join(' ');
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytes: result.throughput.total,
    failures,
    failureDetail: `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts} (status codes: ${codes || 'none'})`,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median of each figure over the rounds. */
export function medianRound(rounds: Round[]): Pick<Round, 'rps' | 'p50' | 'p99'> {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
  };
}
