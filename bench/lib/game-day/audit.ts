// The game day's end state, read from the database against what the customers were answered: no order lost or
// doubled or half-written, no payment without its order, every balance equal to its ledger, every dish's stock
// what was sold from it, and one confirmation email queued per order placed.
import { stageLabel } from '@storefront/domain/order-status';
import type pg from 'pg';
import { orderNumber } from '../../../apps/api/src/modules/orders/order-dto';
import { orderNumberOfNote, type SentOrder } from './orders';

export interface AuditResult {
  answered: number;
  lost: number;
  doubled: number;
  storedUnanswered: number;
  halfWritten: number;
  paymentsWithoutOrder: number;
  giftCardMismatches: number;
  rewardMismatches: number;
  stockMismatches: number;
  emailMismatches: number;
  stuckPendingPayment: number;
  problems: string[];
}

async function rows<T>(sql: pg.Pool, text: string, params: unknown[] = []): Promise<T[]> {
  return (await sql.query<T & pg.QueryResultRow>(text, params)).rows;
}

/**
 * `initialStock`: what every dish had before the first order (the brand file's stock). `holdMinutes`: how long a
 * card order may wait for its payment; older ones must have been paid or cancelled by the sweep.
 */
export async function audit(
  sql: pg.Pool,
  brandId: number,
  sent: SentOrder[],
  initialStock: number,
): Promise<AuditResult> {
  const problems: string[] = [];
  const stored = await rows<{ id: number; notes: string; status: string; lines: number }>(
    sql,
    `select o.id, o.notes, o.status, (select count(*)::int from order_lines l where l.order_id = o.id) as lines
       from orders o where o.brand_id = $1 and o.notes like 'game-day %'`,
    [brandId],
  );
  const byId = new Map(stored.map((o) => [o.id, o]));
  const byNumber = new Map<number, number>();
  for (const o of stored)
    byNumber.set(orderNumberOfNote(o.notes), (byNumber.get(orderNumberOfNote(o.notes)) ?? 0) + 1);
  const sentByNumber = new Map(sent.map((s) => [s.n, s]));
  const answered = sent.filter((s) => s.orderId !== undefined);

  const lost = answered.filter((s) => !byId.has(s.orderId!));
  const doubled = [...byNumber].filter(([, count]) => count > 1);
  const answeredIds = new Set(answered.map((s) => s.orderId));
  if (answeredIds.size !== answered.length)
    problems.push(`${answered.length - answeredIds.size} OrderIds answered to two orders`);
  // Stored without a 200: allowed only for an order whose customer gave up waiting (no answer at all).
  const storedUnanswered = stored.filter((o) => !answeredIds.has(o.id));
  const unexplained = storedUnanswered.filter(
    (o) => sentByNumber.get(orderNumberOfNote(o.notes))?.status !== undefined,
  );
  const halfWritten = stored.filter(
    (o) => o.lines !== (sentByNumber.get(orderNumberOfNote(o.notes))?.lines ?? 2),
  );
  if (lost.length)
    problems.push(
      `${lost.length} orders answered 200 are not in the database (e.g. ${lost
        .slice(0, 5)
        .map((s) => s.orderId)
        .join(', ')})`,
    );
  if (doubled.length)
    problems.push(
      `${doubled.length} orders stored more than once (e.g. game-day ${doubled
        .slice(0, 5)
        .map(([n]) => n)
        .join(', ')})`,
    );
  if (unexplained.length)
    problems.push(
      `${unexplained.length} orders stored though their request was answered otherwise (e.g. ${unexplained
        .slice(0, 5)
        .map((o) => o.id)
        .join(', ')})`,
    );
  if (halfWritten.length)
    problems.push(
      `${halfWritten.length} orders without all their lines (e.g. ${halfWritten
        .slice(0, 5)
        .map((o) => o.id)
        .join(', ')})`,
    );

  const unpaid = await rows<{ id: number; order_id: number | null; status: string | null }>(
    sql,
    `select p.id, o.id as order_id, o.status from payments p left join orders o on o.id = p.order_id
      where p.brand_id = $1 and p.status = 'Succeeded' and (o.id is null or o.status = 'PendingPayment')`,
    [brandId],
  );
  const paidButPending = answered.filter(
    (s) => s.payment === 'paid' && byId.get(s.orderId!)?.status === 'PendingPayment',
  );
  if (unpaid.length) problems.push(`${unpaid.length} succeeded payments without a placed order`);
  if (paidButPending.length)
    problems.push(`${paidButPending.length} card orders paid (the check said so) still waiting for payment`);

  const cards = await rows<{ id: number; balance: number; ledger: number }>(
    sql,
    `select g.id, g.balance_pence as balance, coalesce(sum(e.amount_pence), 0)::int as ledger
       from gift_cards g left join gift_card_entries e on e.gift_card_id = g.id
      where g.brand_id = $1 and g.status = 'Active' group by g.id having g.balance_pence <> coalesce(sum(e.amount_pence), 0)`,
    [brandId],
  );
  const spent = new Map(
    (
      await rows<{ order_id: number; pence: number }>(
        sql,
        `select order_id, -sum(amount_pence)::int as pence from gift_card_entries
          where brand_id = $1 and order_id is not null group by order_id`,
        [brandId],
      )
    ).map((r) => [r.order_id, r.pence]),
  );
  const cardOrders = (
    await rows<{ id: number; status: string; pence: number }>(
      sql,
      `select id, status, gift_card_pence as pence from orders where brand_id = $1 and gift_card_id is not null`,
      [brandId],
    )
  ).filter((o) => (spent.get(o.id) ?? 0) !== (o.status === 'Cancelled' ? 0 : o.pence));
  if (cards.length) problems.push(`${cards.length} gift cards whose balance is not their ledger`);
  if (cardOrders.length)
    problems.push(`${cardOrders.length} orders whose gift-card spend is not in the card's ledger`);

  // Grouped once, then compared in memory: a subquery per order is minutes over a 30-minute run's orders.
  const earned = new Map(
    (
      await rows<{ order_id: number; n: number }>(
        sql,
        `select order_id, count(*)::int as n from reward_entries
          where brand_id = $1 and kind = 'Earned' and order_id is not null group by order_id`,
        [brandId],
      )
    ).map((r) => [r.order_id, r.n]),
  );
  const memberOrders = await rows<{ id: number; status: string }>(
    sql,
    `select o.id, o.status from orders o join reward_members m on m.brand_id = o.brand_id and m.customer_id = o.customer_id
      where o.brand_id = $1 and o.notes like 'game-day %'`,
    [brandId],
  );
  const rewards = memberOrders.filter((o) => (earned.get(o.id) ?? 0) !== (o.status === 'Completed' ? 1 : 0));
  const negative = await rows<{ customer_id: number }>(
    sql,
    `select customer_id from reward_entries where brand_id = $1 group by customer_id having sum(points) < 0`,
    [brandId],
  );
  if (rewards.length)
    problems.push(`${rewards.length} members' orders without exactly one points entry for completing`);
  if (negative.length) problems.push(`${negative.length} members with fewer than 0 points`);

  const stock = await rows<{ id: number; stock: number; sold: number }>(
    sql,
    `select r.id, r.stock, coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                                     where l.recipe_id = r.id and l.brand_id = r.brand_id and o.status <> 'Cancelled'), 0)::int as sold
       from recipes r where r.brand_id = $1`,
    [brandId],
  );
  const stockWrong = stock.filter((r) => r.stock !== initialStock - r.sold);
  if (stockWrong.length)
    problems.push(
      `${stockWrong.length} dishes whose stock is not ${initialStock} − sold + cancelled (e.g. ${stockWrong
        .slice(0, 3)
        .map((r) => `${r.id}: ${r.stock} for ${r.sold} sold`)
        .join(', ')})`,
    );

  const placedWord = stageLabel('Placed').toLowerCase();
  const confirmations = new Map(
    (
      await rows<{ number: string; n: number }>(
        sql,
        `select substring(subject from ': order ([A-Z]{3}-[0-9]{6,}) ' || $2 || '$') as number, count(*)::int as n
           from outbox where brand_id = $1 group by 1`,
        [brandId, placedWord],
      )
    ).map((r) => [r.number, r.n]),
  );
  const [brand] = await rows<{ flavour: string }>(sql, 'select flavour from brands where id = $1', [brandId]);
  const emails = (
    await rows<{ id: number }>(
      sql,
      `select id from orders where brand_id = $1 and notes like 'game-day %'
          and not (payment_method = 'Card' and paid_pence = 0)`,
      [brandId],
    )
  ).map((o) => ({ id: o.id, emails: confirmations.get(orderNumber(brand!, o.id)) ?? 0 }));
  const emailWrong = emails.filter((e) => e.emails !== 1);
  if (emailWrong.length)
    problems.push(
      `${emailWrong.length} placed orders without exactly one confirmation email queued (e.g. ${emailWrong
        .slice(0, 3)
        .map((e) => `${e.id}: ${e.emails}`)
        .join(', ')})`,
    );

  const stuck = await rows<{ id: number }>(
    sql,
    `select id from orders where brand_id = $1 and status = 'PendingPayment' and payment_due_by < now() - interval '2 minutes'`,
    [brandId],
  );
  if (stuck.length) problems.push(`${stuck.length} card orders past their payment time still holding stock`);

  return {
    answered: answered.length,
    lost: lost.length,
    doubled: doubled.reduce((sum, [, count]) => sum + count - 1, 0),
    storedUnanswered: storedUnanswered.length,
    halfWritten: halfWritten.length,
    paymentsWithoutOrder: unpaid.length + paidButPending.length,
    giftCardMismatches: cards.length + cardOrders.length,
    rewardMismatches: rewards.length + negative.length,
    stockMismatches: stockWrong.length,
    emailMismatches: emailWrong.length,
    stuckPendingPayment: stuck.length,
    problems,
  };
}
