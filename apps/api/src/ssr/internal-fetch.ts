import type { FastifyInstance } from 'fastify';

/** Sends one API call of a page being rendered to this server, without the visitor's cookies or token. */
export function internalFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url);
    const headers: Record<string, string> = { [app.internalCallHeader.name]: app.internalCallHeader.value };
    new Headers(init.headers).forEach((value, name) => {
      if (name !== 'authorization' && name !== 'cookie') headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
