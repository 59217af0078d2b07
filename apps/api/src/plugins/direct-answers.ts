import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { BrandContext } from '../lib/brand-context';
import type { PreparedBody } from '../lib/prepared-body';
import { isStorable } from './storable-text';

/** What a route's answer is made from: the request's brand and its validated path parameters and body. */
export interface AnswerInput<Params = unknown, Body = unknown> {
  brand: BrandContext;
  params: Params;
  body: Body;
}

export type RouteAnswer<Params = unknown, Body = unknown> = (
  input: AnswerInput<Params, Body>,
) => Promise<PreparedBody>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer as a function of its brand and input: what the route sends (`sendAnswer`), and what the
     * server's page renderer asks for without a request (`directAnswer`). Only for public answers that read
     * nothing of the visitor.
     */
    answer?: RouteAnswer<never, never>;
  }
  interface FastifyInstance {
    /**
     * The answer of a call a server-rendered page makes, made in this process without HTTP (ADR 0033); undefined
     * when no route answers it directly, or its input or brand is not valid, or making it failed: the caller then
     * makes the call as a request, which answers the error as the API does.
     */
    directAnswer(
      method: string,
      url: URL,
      body: string | undefined,
      headers: Record<string, string>,
    ): Promise<PreparedBody | undefined>;
  }
}

/** A route's handler when its answer is its `config.answer`. */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply) {
  const answer = request.routeOptions.config.answer as RouteAnswer;
  return reply.sendPrepared(await answer(request));
}

interface Validator {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

interface Route {
  answer: RouteAnswer;
  params?: Validator;
  body?: Validator;
}

/** Runs a value through a route's schema as its validator would; undefined when it does not pass. */
function validated(validator: Validator | undefined, value: unknown): { value: unknown } | undefined {
  if (!validator) return { value };
  const result = validator.safeParse(value);
  return result.success ? { value: result.data } : undefined;
}

function parsedBody(body: string | undefined): { value: unknown } | undefined {
  if (body === undefined) return { value: undefined };
  try {
    return { value: JSON.parse(body) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Routes that declare `config.answer` are kept in a router of their own, so a page being rendered on the server
 * gets their answers by calling them, not through a request's whole chain (hooks, cookies, serialisation).
 * Their input passes the checks the chain would make (the route's schemas, text PostgreSQL can keep) and their
 * brand is found as the route's pre-handler finds it; anything else takes the usual way.
 */
export const directAnswersPlugin = fp(async (app) => {
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const answer = route.config?.answer as RouteAnswer | undefined;
    if (!answer) return;
    const schema: FastifySchema = route.schema ?? {};
    // An answer is made from the brand, path parameters and body alone.
    if (schema.querystring)
      throw new Error(`${route.url}: a route that reads its query cannot declare an answer`);
    const store: Route = {
      answer,
      params: schema.params as Validator | undefined,
      body: schema.body as Validator | undefined,
    };
    for (const method of [route.method].flat())
      if (method !== 'HEAD') router.on(method as HTTPMethod, route.url, () => undefined, store);
  });

  app.decorate('directAnswer', async (method, url, body, headers) => {
    const found = router.find(method as HTTPMethod, url.pathname);
    if (!found) return undefined;
    const route = found.store as Route;
    const params = validated(route.params, found.params);
    const json = parsedBody(body);
    const input = json && validated(route.body, json.value);
    if (!params || !input || !isStorable(params.value) || !isStorable(input.value)) return undefined;
    const request = { params: params.value, body: input.value, headers } as unknown as FastifyRequest;
    try {
      await app.resolveBrand(request);
      return await route.answer({ brand: request.brand, params: params.value, body: input.value });
    } catch {
      return undefined;
    }
  });
});
