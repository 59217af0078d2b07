// The game day's customers placing orders at a steady rate: guests paying on collection, by card (the test
// provider) or partly with a gift card, and signed-in rewards members. Every order carries its number in its
// notes and keeps its Idempotency-Key through every retry, so the audit can tell a lost or doubled order.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Balancer } from './client';
import { json } from './client';
import type { Member } from './cluster';

export const BRAND = 'bistro';
/** How long a customer (or the balancer for them) keeps trying one order before giving up. */
const GIVE_UP_MS = 90_000;
/** More orders than this on their way: the next is not sent (and counted), so a stall cannot pile up clients. */
const MAX_IN_FLIGHT = 400;

export type OrderKind = 'collection' | 'card' | 'gift card' | 'member';
const MIX: [OrderKind, number][] = [
  ['collection', 0.55],
  ['card', 0.15],
  ['gift card', 0.1],
  ['member', 0.2],
];

export interface SentOrder {
  n: number;
  kind: OrderKind;
  lines: number;
  /** The OrderId of the 200 answer; undefined: refused (see status) or no answer within GIVE_UP_MS. */
  orderId?: number;
  status?: number;
  /** What a refusal (4xx) said. */
  refusal?: string;
  attempts: number;
  /** Card orders: how the payment ended. */
  payment?: 'paid' | 'declined' | 'abandoned';
}

export interface MemberAccount {
  email: string;
  password: string;
  token: string;
}

/** What the customers share with the rest of the day: who they are, what they can order, where orders go next. */
export interface Shop {
  balancer: Balancer;
  dishes: number[];
  members: MemberAccount[];
  giftCards: string[];
  /** Orders ready for the kitchen (placed, or paid), in order. */
  kitchen: number[];
  signIn(account: MemberAccount): Promise<boolean>;
}

const pickKind = (): OrderKind => {
  let r = Math.random();
  for (const [kind, share] of MIX) if ((r -= share) < 0) return kind;
  return 'collection';
};

function randomLines(dishes: number[]) {
  const first = Math.floor(Math.random() * dishes.length);
  const second = (first + 1 + Math.floor(Math.random() * (dishes.length - 1))) % dishes.length;
  return [
    { ItemId: dishes[first]!, Quantity: 1 + Math.floor(Math.random() * 2), ExtraDetail: [] },
    { ItemId: dishes[second]!, Quantity: 1, ExtraDetail: [] },
  ];
}

const orderNote = (n: number) => `game-day ${n}`;
export const orderNumberOfNote = (note: string | null) => Number(note?.slice('game-day '.length));

/** Pays a card order on the process that placed it (the test provider keeps its payments in that process). */
async function payByCard(
  shop: Shop,
  member: Member,
  orderId: number,
  token: string,
): Promise<SentOrder['payment']> {
  const b = shop.balancer;
  const auth = { authorization: `Bearer ${token}` };
  const sticky = { giveUpMs: 2000, sticky: member };
  const started = await b.call(
    { path: '/api/Payment/start', body: { BrandFlavor: BRAND, OrderId: orderId }, headers: auth },
    'payment',
    sticky,
  );
  if (started.answer?.status !== 200) return 'abandoned';
  const session = json<{ Data: { PaymentId: number; ClientSecret: string } }>(started.answer).Data;
  const declined = Math.random() < 0.1;
  const confirmed = await b.call(
    {
      path: '/api/Payment/test/confirm',
      body: {
        BrandFlavor: BRAND,
        ClientSecret: session.ClientSecret,
        CardNumber: declined ? '4000000000000002' : '4242424242424242',
        Expiry: '12/34',
        Cvc: '123',
      },
    },
    'payment',
    sticky,
  );
  if (confirmed.answer?.status !== 200) return 'abandoned';
  if (declined) return 'declined';
  const checked = await b.call(
    {
      path: '/api/Payment/check',
      body: { BrandFlavor: BRAND, OrderId: orderId, PaymentId: session.PaymentId },
      headers: auth,
    },
    'payment',
    sticky,
  );
  if (checked.answer?.status !== 200) return 'abandoned';
  return 'paid';
}

async function placeOne(shop: Shop, n: number, kind: OrderKind): Promise<SentOrder> {
  const lines = randomLines(shop.dishes);
  const account = kind === 'member' ? shop.members[n % shop.members.length] : undefined;
  const giftCard =
    kind === 'gift card' && shop.giftCards.length > 0
      ? shop.giftCards[Math.floor(Math.random() * shop.giftCards.length)]
      : undefined;
  const body = {
    BrandFlavor: BRAND,
    OrderOption: 'Pickup',
    Lines: lines,
    Notes: orderNote(n),
    ...(account
      ? {}
      : {
          Guest: {
            FirstName: 'Game',
            LastName: 'Day',
            Email: `game-day-${n}@example.com`,
            Mobile: '+44 7700 900000',
          },
        }),
    ...(kind === 'card' ? { PaymentMethod: 'Card' } : {}),
    ...(giftCard ? { GiftCardCode: giftCard } : {}),
  };
  const key = randomUUID();
  const sent: SentOrder = { n, kind, lines: lines.length, attempts: 0 };
  for (let signIns = 0; ; signIns++) {
    const outcome = await shop.balancer.call(
      {
        path: '/api/Order/v2/placeOrder',
        body,
        headers: {
          'idempotency-key': key,
          ...(account ? { authorization: `Bearer ${account.token}` } : {}),
        },
      },
      'order',
      { giveUpMs: GIVE_UP_MS },
    );
    sent.attempts += outcome.attempts;
    sent.status = outcome.answer?.status;
    // An expired sign-in: the member signs in again and sends the same order (same key) once more.
    if (outcome.answer?.status === 401 && account && signIns < 2 && (await shop.signIn(account))) continue;
    // A spent card leaves the customers' wallets (the buyer adds new ones).
    if (giftCard && outcome.answer?.status === 400 && outcome.answer.body.includes('has been spent')) {
      const at = shop.giftCards.indexOf(giftCard);
      if (at >= 0) shop.giftCards.splice(at, 1);
    }
    if (outcome.answer && outcome.answer.status !== 200)
      sent.refusal = outcome.answer.body.toString('utf8').slice(0, 300);
    if (outcome.answer?.status !== 200) return sent;
    const data = json<{ Data: { OrderId: number; GuestSession?: string } }>(outcome.answer).Data;
    sent.orderId = data.OrderId;
    if (kind === 'card') {
      sent.payment = await payByCard(shop, outcome.member!, data.OrderId, data.GuestSession ?? '');
      if (sent.payment === 'paid') shop.kitchen.push(data.OrderId);
    } else shop.kitchen.push(data.OrderId);
    return sent;
  }
}

/** Orders at `perSecond` until `until` (ms since the epoch), each on its own; resolves once all are done. */
export async function placeOrders(
  shop: Shop,
  perSecond: number,
  until: number,
): Promise<{ sent: SentOrder[]; skipped: number }> {
  const sent: SentOrder[] = [];
  const running = new Set<Promise<void>>();
  let skipped = 0;
  const start = Date.now();
  for (let n = 1; ; n++) {
    const due = start + ((n - 1) * 1000) / perSecond;
    if (due >= until) break;
    if (due > Date.now()) await sleep(due - Date.now());
    if (running.size >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    const task = placeOne(shop, n, pickKind()).then(
      (order) => void sent.push(order),
      (error: unknown) =>
        console.error(`order ${n}: ${error instanceof Error ? error.message : String(error)}`),
    );
    const tracked = task.finally(() => running.delete(tracked));
    running.add(tracked);
  }
  await Promise.all(running);
  return { sent: sent.sort((a, b) => a.n - b.n), skipped };
}
