import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, as the SDK sent it. */
export interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** What the fake keeps between requests. */
interface FakeState {
  intents: Map<string, Intent>;
  seen: SeenRequest[];
  /** Answers already given, by idempotency key. */
  byKey: Map<string, unknown>;
}

/** A new intent from a create request's form, its metadata from the `metadata[…]` fields. */
function newIntent(form: URLSearchParams): Intent {
  const intentId = id('pi');
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return {
    id: intentId,
    object: 'payment_intent',
    amount: Number(form.get('amount')),
    currency: form.get('currency') ?? '',
    status: 'requires_payment_method',
    client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
    metadata,
    last_payment_error: null,
  };
}

/** Answers one request, its body read in full, as Stripe would. */
function answer(state: FakeState, req: IncomingMessage, raw: string, res: ServerResponse) {
  const { intents, seen, byKey } = state;
  const path = (req.url ?? '').split('?')[0]!;
  const form = new URLSearchParams(raw);
  seen.push({ method: req.method ?? '', path, form, headers: req.headers });
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const fail = (message: string) =>
    send(400, {
      error: { type: 'invalid_request_error', message, code: 'payment_intent_unexpected_state' },
    });
  const key = req.headers['idempotency-key'];
  const remember = (body: unknown) => {
    if (typeof key === 'string') byKey.set(key, body);
    send(200, body);
  };
  if (typeof key === 'string' && byKey.has(key)) return send(200, byKey.get(key));

  if (req.method === 'POST' && path === '/v1/payment_intents') {
    const intent = newIntent(form);
    intents.set(intent.id, intent);
    return remember(intent);
  }
  const intentMatch = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
  if (intentMatch) {
    const intent = intents.get(intentMatch[1]!);
    if (!intent)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    if (req.method === 'GET') return send(200, intent);
    if (intentMatch[2]) {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return fail(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      intent.status = 'canceled';
      return send(200, intent);
    }
  }
  if (req.method === 'POST' && path === '/v1/refunds') {
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent || intent.status !== 'succeeded') return fail('This PaymentIntent has not succeeded');
    return remember({
      id: id('re'),
      object: 'refund',
      amount: Number(form.get('amount') ?? intent.amount),
      payment_intent: intent.id,
      status: 'succeeded',
    });
  }
  send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
}

/**
 * A local HTTP server speaking the part of Stripe's API the stripe adapter uses (PaymentIntents create,
 * retrieve, cancel; refunds create), for tests: the SDK's host/port/protocol settings point at it. Tests move
 * an intent on (`succeed`, `decline`) as the customer's browser would with Stripe.js.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const seen: SeenRequest[] = [];
  const byKey = new Map<string, unknown>();

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => answer({ intents, seen, byKey }, req, raw, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return intent;
  };
  return {
    port,
    seen,
    intents,
    /** The customer's card went through (Stripe.js confirmed the intent). */
    succeed(intentId: string) {
      const intent = get(intentId);
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    },
    decline(intentId: string, message = 'Your card was declined.') {
      const intent = get(intentId);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
