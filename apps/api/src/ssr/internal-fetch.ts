import type { FastifyInstance } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends one API call of a page being rendered to this server, without the visitor's cookies or token: answered
 * by the route's own answer function when it has one (plugins/direct-answers.ts), else as a request.
 */
export function internalFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : undefined;
    const headers: Record<string, string> = { [app.internalCallHeader.name]: app.internalCallHeader.value };
    new Headers(init.headers).forEach((value, name) => {
      if (name !== 'authorization' && name !== 'cookie') headers[name] = value;
    });
    const direct = await app.directAnswer(method, target, body, headers);
    if (direct) return new Response(direct.bytes, { status: 200, headers: { 'content-type': JSON_TYPE } });
    const answer = await app.inject({
      method: method as 'GET',
      url: target.pathname + target.search,
      headers,
      payload: body,
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? JSON_TYPE) },
    });
  };
}
