import { vi } from 'vitest';

/** What a stubbed route answers: the envelope's Data (status 200), or a whole response. */
export type Answer = { data: unknown } | { status: number; body: unknown };
export type Route = (body: unknown, url: URL) => Answer | Promise<Answer>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export const ok = (data: unknown): Answer => ({ data });

/** A refused request as the API answers it: the envelope with field errors (`Errors`). */
export const refused = (
  message: string,
  errors: { Path: string; Message: string }[] = [],
  status = 400,
): Answer => ({
  status,
  body: { Info: { Status: status, Message: message }, Errors: errors },
});

/**
 * Stubs `fetch` at the edge of the app: each route (`'POST /api/Order/v2/quote'`) answers in the API's
 * envelope; anything else is a 404, so a call the test did not expect shows up as an error on screen.
 * Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, headers: new Headers(init.headers) });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return json(404, { Info: { Status: 404, Message: `No stub for ${method} ${url.pathname}` } });
    const answer = await route(body, url);
    return 'data' in answer
      ? json(200, { Info: { Status: 200, Message: 'Success' }, Data: answer.data })
      : json(answer.status, answer.body);
  });
  return calls;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
