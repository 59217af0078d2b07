// The rest of the game day's crowd: visitors browsing, searching and pricing a cart; the kitchen taking each order
// through to completed (and turning a few away); the seller editing a price and the out-of-stock switch every
// 10 s; gift cards bought by card; members signing in. Each runs until `until` (ms since the epoch); all but the
// seller grow with the orders, so the short run in CI is a smaller crowd, not a different one.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Balancer } from './client';
import { json } from './client';
import { BRAND, type MemberAccount, type Shop } from './orders';

const VISITORS = 4;

/**
 * Visitors: the menu page, a category, a search and a cart's quote, in turn. They pause 2000 / `ordersPerSecond`
 * ms between calls, so the crowd grows with the orders: at 20 orders a second, about 35 calls a second.
 */
export async function browse(shop: Shop, until: number, ordersPerSecond: number): Promise<void> {
  const thinkMs = 2000 / ordersPerSecond;
  const b = shop.balancer;
  const visitor = async (v: number) => {
    for (let i = v; Date.now() < until; i++) {
      const member = b.pick();
      const lines = [{ ItemId: shop.dishes[i % shop.dishes.length]!, Quantity: 1, ExtraDetail: [] }];
      const step = i % 4;
      await b
        .send(
          member,
          step === 0
            ? { path: `/${BRAND}/menu` }
            : step === 1
              ? { path: `/api/Recipe/v1/getRecipes/${BRAND}`, body: { Offset: 0, Limit: 50 } }
              : step === 2
                ? {
                    path: '/api/Product/search',
                    body: { BrandFlavor: BRAND, SearchKey: 'chicken', Limit: 20 },
                  }
                : {
                    path: '/api/Order/v2/quote',
                    body: { BrandFlavor: BRAND, OrderOption: 'Pickup', Lines: lines },
                  },
          step === 0 ? 'page' : step === 3 ? 'quote' : 'read',
        )
        .catch(() => undefined);
      await sleep(thinkMs);
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, (_, v) => visitor(v)));
}

/** A staff member's bearer token, signed in again when it expires. */
export function staffSession(b: Balancer, owner: { email: string; password: string }) {
  let token = '';
  const signIn = async () => {
    const outcome = await b.call(
      {
        path: '/api/admin/Token',
        body: { grant_type: 'password', username: owner.email, password: owner.password },
      },
      'seller',
      { giveUpMs: 60_000 },
    );
    if (outcome.answer?.status === 200)
      token = json<{ Data: { access_token: string } }>(outcome.answer).Data.access_token;
  };
  return {
    /** Sends a back-office call; on 401 signs in again and sends it once more. */
    async call(path: string, body: unknown, kind: 'kitchen' | 'seller', method: 'GET' | 'POST' = 'POST') {
      for (let tries = 0; tries < 2; tries++) {
        if (!token) await signIn();
        const outcome = await b.call(
          { method, path, body, headers: { authorization: `Bearer ${token}` } },
          kind,
          { giveUpMs: 60_000 },
        );
        if (outcome.answer?.status !== 401) return outcome.answer;
        token = '';
      }
      return undefined;
    },
  };
}

type Staff = ReturnType<typeof staffSession>;

/** The kitchen: every order 2 s after it arrives is accepted, made ready and completed; 1 in 20 is turned away. */
export async function kitchen(
  shop: Shop,
  staff: Staff,
  until: number,
): Promise<{ moved: number; rejected: number }> {
  let moved = 0;
  let rejected = 0;
  const cook = async () => {
    while (Date.now() < until + 5000) {
      const orderId = shop.kitchen.shift();
      if (orderId === undefined) {
        if (Date.now() >= until) return;
        await sleep(200);
        continue;
      }
      const at = (step: string) => `/api/admin/${BRAND}/orders/${orderId}/${step}`;
      if (Math.random() < 0.05) {
        await staff.call(at('reject'), { Reason: 'Sorry, we have run out' }, 'kitchen');
        rejected++;
        continue;
      }
      await staff.call(at('accept'), { PrepMinutes: 10 }, 'kitchen');
      await staff.call(at('status'), { Status: 'Ready' }, 'kitchen');
      await staff.call(at('status'), { Status: 'Completed' }, 'kitchen');
      moved++;
    }
  };
  await Promise.all(Array.from({ length: 3 }, cook));
  return { moved, rejected };
}

/** The seller: every 10 s a dish's price goes up or down 10p, or another dish is switched out of or into stock. */
export async function seller(
  staff: Staff,
  until: number,
  target: { priced: number; switched: number },
): Promise<{ edits: number; failed: number }> {
  let edits = 0;
  let failed = 0;
  for (let round = 0; Date.now() + 10_000 < until; round++) {
    await sleep(10_000);
    let answer;
    if (round % 2 === 0) {
      const url = `/api/admin/${BRAND}/menu/recipes/${target.priced}`;
      const current = await staff.call(url, undefined, 'seller', 'GET');
      if (current?.status === 200) {
        const { RecipeId: _id, ...recipe } = json<{ Data: { RecipeId: number; RecipePrice: number } }>(
          current,
        ).Data;
        const price = Math.round((recipe.RecipePrice + (round % 4 === 0 ? 0.1 : -0.1)) * 100) / 100;
        answer = await staff.call(url, { ...recipe, RecipePrice: price }, 'seller');
      }
    } else
      answer = await staff.call(
        `/api/admin/${BRAND}/stock/Recipe/${target.switched}`,
        { OutOfStock: round % 4 === 1 },
        'seller',
      );
    if (answer?.status === 200) edits++;
    else failed++;
  }
  return { edits, failed };
}

/** Buys a £250 gift card by card (on one process, as the test provider needs) and adds its code to the shop. */
export async function buyGiftCard(shop: Shop, sql: pg.Pool): Promise<boolean> {
  const b = shop.balancer;
  const member = b.pick();
  const sticky = { giveUpMs: 2000, sticky: member };
  const bought = await b.call(
    {
      path: '/api/GiftCard/buy',
      body: {
        BrandFlavor: BRAND,
        Amount: 250,
        RecipientName: 'Gift Day',
        RecipientEmail: `gift-${randomUUID().slice(0, 8)}@example.com`,
        FromName: 'Game Day',
        FromEmail: 'giver@example.com',
      },
    },
    'gift card',
    sticky,
  );
  if (bought.answer?.status !== 200) return false;
  const purchase = json<{ Data: { GiftCardId: number; PurchaseToken: string; ClientSecret: string } }>(
    bought.answer,
  ).Data;
  const paid = await b.call(
    {
      path: '/api/Payment/test/confirm',
      body: {
        BrandFlavor: BRAND,
        ClientSecret: purchase.ClientSecret,
        CardNumber: '4242424242424242',
        Expiry: '12/34',
        Cvc: '123',
      },
    },
    'gift card',
    sticky,
  );
  if (paid.answer?.status !== 200) return false;
  const confirmed = await b.call(
    {
      path: '/api/GiftCard/confirm',
      body: { BrandFlavor: BRAND, GiftCardId: purchase.GiftCardId, PurchaseToken: purchase.PurchaseToken },
    },
    'gift card',
    sticky,
  );
  if (confirmed.answer?.status !== 200) return false;
  if (json<{ Data: { Status: string } }>(confirmed.answer).Data.Status !== 'Active') return false;
  const code = (
    await sql.query<{ code: string }>('select code from gift_cards where id = $1', [purchase.GiftCardId])
  ).rows[0]?.code;
  if (code) shop.giftCards.push(code);
  return Boolean(code);
}

/** Runs `task` every `everyMs` until `until`; counts the times it succeeded and failed. */
async function every(
  everyMs: number,
  until: number,
  task: (round: number) => Promise<boolean>,
): Promise<{ ok: number; failed: number }> {
  const counts = { ok: 0, failed: 0 };
  for (let round = 0; Date.now() + everyMs < until; round++) {
    await sleep(everyMs);
    if (await task(round).catch(() => false)) counts.ok++;
    else counts.failed++;
  }
  return counts;
}

/** A gift card bought every 100 / `ordersPerSecond` s (every 5 s at 20 orders a second). */
export function giftCardBuyer(shop: Shop, sql: pg.Pool, until: number, ordersPerSecond: number) {
  return every(100_000 / ordersPerSecond, until, () => buyGiftCard(shop, sql));
}

/** A member signs in every 40 / `ordersPerSecond` s (every 2 s at 20 orders a second; the limits live in Redis). */
export function signIns(shop: Shop, until: number, ordersPerSecond: number) {
  return every(40_000 / ordersPerSecond, until, (round) =>
    shop.signIn(shop.members[round % shop.members.length]!),
  );
}

/** Signs a customer in through `POST /Token`; keeps the new token on the account. */
export async function signInMember(b: Balancer, account: MemberAccount): Promise<boolean> {
  const outcome = await b.call(
    {
      path: '/Token',
      body: {
        grant_type: 'password',
        username: account.email,
        password: account.password,
        BrandFlavor: BRAND,
      },
      form: true,
    },
    'sign-in',
    { giveUpMs: 30_000 },
  );
  if (outcome.answer?.status !== 200) return false;
  account.token = json<{ access_token: string }>(outcome.answer).access_token;
  return true;
}

/** Registers a customer who joins the rewards scheme. */
export async function newMember(b: Balancer, n: number): Promise<MemberAccount> {
  const account = {
    email: `member-${n}-${randomUUID().slice(0, 6)}@example.com`,
    password: randomUUID(),
    token: '',
  };
  const registered = await b.call(
    {
      path: '/api/Customer/register',
      body: {
        BrandFlavor: BRAND,
        CustomerEmail: account.email,
        CustomerPassword: account.password,
        CustomerFirstName: 'Member',
        CustomerLastName: `Number ${n}`,
        CustomerMobile: '+44 7700 900456',
      },
    },
    'sign-in',
    { giveUpMs: 30_000 },
  );
  if (registered.answer?.status !== 200)
    throw new Error(
      `register: HTTP ${registered.answer?.status} ${registered.answer?.body.toString().slice(0, 200)}`,
    );
  if (!(await signInMember(b, account))) throw new Error(`${account.email} could not sign in`);
  const joined = await b.call(
    {
      path: '/api/Rewards/join',
      body: { BrandFlavor: BRAND },
      headers: { authorization: `Bearer ${account.token}` },
    },
    'sign-in',
    { giveUpMs: 30_000 },
  );
  if (joined.answer?.status !== 200) throw new Error(`join rewards: HTTP ${joined.answer?.status}`);
  return account;
}
