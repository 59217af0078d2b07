import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error';

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Any surrogate: text without one (nearly all of it) needs no look for a lone half. */
const SURROGATE = /[\ud800-\udfff]/;
const unstorable = (text: string) =>
  text.includes('\u0000') || (SURROGATE.test(text) && LONE_SURROGATE.test(text));
const MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

interface Node {
  value: unknown;
  key: string;
  parent?: Node;
}

/** The path of the first string (or key) in `value` that PostgreSQL cannot keep; undefined when there is none. */
function unstorablePath(value: unknown): string[] | undefined {
  const pathOf = (node: Node) => {
    const path: string[] = [];
    for (let n: Node | undefined = node; n?.parent; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  // A loop, not recursion: a 1 MB body can nest half a million arrays deep.
  const stack: Node[] = [{ value, key: '' }];
  while (stack.length) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (unstorable(node.value)) return pathOf(node);
    } else if (node.value && typeof node.value === 'object' && !Buffer.isBuffer(node.value)) {
      for (const [key, child] of Object.entries(node.value as Record<string, unknown>)) {
        const next = { value: child, key, parent: node };
        if (unstorable(key)) return pathOf(next);
        stack.push(next);
      }
    }
  }
  return undefined;
}

/** True when `value` is an object whose values are all plain storable strings or numbers (the usual params). */
function flatAndStorable(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'string' || !unstorable(value);
  for (const key in value) {
    if (unstorable(key)) return false;
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (unstorable(child)) return false;
    } else if (child !== null && typeof child === 'object') return false;
  }
  return true;
}

/** Whether PostgreSQL can keep every string (and key) in `value`: what this plugin checks of a request. */
export function isStorable(value: unknown): boolean {
  return value === undefined || flatAndStorable(value) || unstorablePath(value) === undefined;
}

function check(part: 'params' | 'querystring' | 'body', value: unknown) {
  if (value === undefined || flatAndStorable(value)) return;
  const path = unstorablePath(value);
  if (!path) return;
  const field = [part, ...path].join('.');
  throw badRequest(`Invalid request: ${field}: ${MESSAGE}`, [{ Path: field, Message: MESSAGE }]);
}

/**
 * PostgreSQL keeps no NUL character in text, and no NUL or unpaired surrogate in JSON: a request carrying one in
 * a path parameter, the query string or the body (values and keys) answers 400 naming the field, instead of a 500
 * from the database. Parameters are checked first (the back-office guard reads the brand in `onRequest`), the body
 * once it is parsed, before validation. Every request passes here: callback hooks and a flat first look, so a
 * request without suspect text costs a scan of its strings and nothing else.
 */
export const storableTextPlugin = fp(async (app) => {
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    try {
      check('params', request.params);
      check('querystring', request.query);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      check('body', request.body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
