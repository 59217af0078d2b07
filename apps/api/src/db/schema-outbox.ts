import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands, orders, staff } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const OUTBOX_KINDS = ['email', 'webhook', 'push'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A brand's registered webhook receiver: where, which events, and the secret its calls are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** Kept as it is: each call is signed with it (HMAC), so it must be readable; only owners see it. */
    secret: text('secret').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_brand_idx').on(t.brandId)],
);

/** A browser's Web Push subscription: a customer's for one order, or a member of staff's for new orders. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_order_idx').on(t.orderId),
    index('push_subscriptions_brand_staff_idx').on(t.brandId, t.staffId),
    // A browser subscribing again (a reload, a second press) updates its row instead of adding one.
    uniqueIndex('push_subscriptions_order_endpoint_idx')
      .on(t.orderId, t.endpoint)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('push_subscriptions_staff_endpoint_idx')
      .on(t.brandId, t.staffId, t.endpoint)
      .where(sql`${t.staffId} is not null`),
    check('push_subscriptions_one_owner', sql`(${t.orderId} is null) <> (${t.staffId} is null)`),
  ],
);

/**
 * Every outgoing message (an email, a webhook call, a push notification), written in the transaction of the change
 * that causes it and delivered by the outbox worker (lib/outbox, ADR 0055): claimed under a lease, retried with
 * backoff until sent or dead, each attempt recorded in outbox_attempts.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull().default('email'),
    /** The email address, the webhook URL or the push service as it was when queued (for people reading logs). */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** A webhook's JSON body or a push notification's, exactly as it is sent. */
    payload: text('payload'),
    eventId: uuid('event_id'),
    eventType: text('event_type'),
    endpointId: integer('endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim of the worker delivering it now, and until when it holds; an expired claim may be taken over. */
    lease: uuid('lease'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /** The last attempt's failure. */
    error: text('error'),
  },
  (t) => [
    index('outbox_brand_idx').on(t.brandId, t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.deadAt} is null`),
    index('outbox_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** One delivery attempt of an outbox message: when, how long, and what came back. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    /** The start of the receiver's answer (at most 1 kB), for the seller reading the log. */
    response: text('response'),
  },
  (t) => [index('outbox_attempts_outbox_idx').on(t.outboxId, t.id)],
);
