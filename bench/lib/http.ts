import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (no Accept-Encoding is sent, so nothing is compressed). */
  body: Buffer;
}

/** One plain HTTP/1.1 request (on a fresh connection unless an agent is given), without any of fetch's decoding. */
export function httpRequest(
  url: string,
  options: {
    method?: string;
    headers?: OutgoingHttpHeaders;
    body?: string;
    timeoutMs?: number;
    /** Reuse connections through this agent (default: a fresh connection). */
    agent?: http.Agent;
  } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out: ${options.method ?? 'GET'} ${url}`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The `name=value` pairs of the Set-Cookie headers, values as sent (still URL-encoded). */
export function setCookies(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of headers['set-cookie'] ?? []) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return cookies;
}
