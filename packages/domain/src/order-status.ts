import type { OrderOption } from '@storefront/contract/catalog';
import type { OrderStatus } from '@storefront/contract/order';

/**
 * The one order-status vocabulary (ADR 0039): the words customers (order page, previous orders, pay page), staff
 * (board, tickets, reports) and emails use for where an order is. Nothing else spells them: the source check in
 * scripts/order-status-words.test.ts fails on a status word, or a map from statuses to words, anywhere else.
 *
 * The words follow the order's stage, which is its status with Accepted split at the kitchen's start time (its
 * due time minus the prep window, due-time.ts `kitchenStarted`): an accepted order waits as Accepted, in the
 * board's "Later today" lane, and is Preparing from then on. Where the order goes decides the last words: a
 * collection order is Ready to collect, then Collected; a delivery order is Out for delivery, then Delivered.
 */

/** Where an order is, in its lifecycle order. */
export const ORDER_STAGES = [
  'PendingPayment',
  'Placed',
  'Accepted',
  'Preparing',
  'Ready',
  'OutForDelivery',
  'Completed',
  'Cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stage of an order in a status, given whether the kitchen's start time has come (due-time.ts). */
export function orderStage(status: OrderStatus, started: boolean): OrderStage {
  return status === 'Accepted' && started ? 'Preparing' : status;
}

type Words = string | Record<OrderOption, string>;

/** Each stage's word, per order option where the option changes it. */
const LABELS: Record<OrderStage, Words> = {
  PendingPayment: 'Awaiting payment',
  Placed: 'Placed',
  Accepted: 'Accepted',
  Preparing: 'Preparing',
  // A delivery order is never Ready (it goes Out for delivery); the word is there for completeness.
  Ready: { Delivery: 'Ready', Pickup: 'Ready to collect', EatIn: 'Ready' },
  OutForDelivery: 'Out for delivery',
  Completed: { Delivery: 'Delivered', Pickup: 'Collected', EatIn: 'Served' },
  Cancelled: 'Cancelled',
};

/** Where the order is, in a sentence the customer reads under the tracker. */
const NOTES: Record<OrderStage, Words> = {
  PendingPayment: 'We are waiting for your card payment to go through.',
  Placed: 'We have your order and are waiting to accept it.',
  Accepted: 'Your order is accepted: it will be prepared in time for when it is due.',
  Preparing: 'Your order is being prepared.',
  Ready: {
    Delivery: 'Your order is ready.',
    Pickup: 'Your order is ready: come and collect it.',
    EatIn: 'Your order is ready.',
  },
  OutForDelivery: 'Your order is on its way to you.',
  Completed: {
    Delivery: 'Your order was delivered. Enjoy!',
    Pickup: 'You collected your order. Enjoy!',
    EatIn: 'Your order was served. Enjoy!',
  },
  Cancelled: 'This order was cancelled.',
};

/** Generic words for a screen that does not know the order option (the pay page). */
const ANY_OPTION: Record<'Ready' | 'Completed', string> = { Ready: 'Ready', Completed: 'Completed' };

const pick = (words: Words, option: OrderOption) => (typeof words === 'string' ? words : words[option]);

/** The word for a stage: 'Preparing', 'Ready to collect', 'Delivered'. Without an option, a generic word. */
export function stageLabel(stage: OrderStage, option?: OrderOption): string {
  const words = LABELS[stage];
  if (typeof words === 'string') return words;
  return option ? words[option] : ANY_OPTION[stage as keyof typeof ANY_OPTION];
}

/** The sentence a customer reads for a stage ('Your order is on its way to you.'). */
export function stageNote(stage: OrderStage, option: OrderOption): string {
  return pick(NOTES[stage], option);
}

/**
 * The word for a status where no clock decides between Accepted and Preparing (reports, which are not live):
 * an accepted order is Accepted.
 */
export function statusLabel(status: OrderStatus, option?: OrderOption): string {
  return stageLabel(orderStage(status, false), option);
}

/** Every word the vocabulary can show, for the checks that nothing else spells one. */
export function allStageWords(): string[] {
  const words = Object.values(LABELS).flatMap((w) => (typeof w === 'string' ? [w] : Object.values(w)));
  return [...new Set([...words, ...Object.values(ANY_OPTION)])];
}

/** The colour family of a stage's badge: waiting on someone, in progress, finished, or stopped. */
export type StageTone = 'waiting' | 'active' | 'done' | 'stopped';
const TONES: Record<OrderStage, StageTone> = {
  PendingPayment: 'waiting',
  Placed: 'waiting',
  Accepted: 'active',
  Preparing: 'active',
  Ready: 'active',
  OutForDelivery: 'active',
  Completed: 'done',
  Cancelled: 'stopped',
};
export const stageTone = (stage: OrderStage): StageTone => TONES[stage];

/** Whether an order in a stage can still change (the customer's page keeps listening to it). */
export const isOpenStage = (stage: OrderStage): boolean => stage !== 'Completed' && stage !== 'Cancelled';

/** One step of the customer's order tracker. */
export interface TrackerStep {
  stage: OrderStage;
  label: string;
  /** Done before the order's stage, current at it (the last step once complete), upcoming after it. */
  state: 'done' | 'current' | 'upcoming';
}

/** The tracker's steps of an order option: Placed → Accepted → Preparing → Ready or Out for delivery → done. */
export function trackerStages(option: OrderOption): OrderStage[] {
  return ['Placed', 'Accepted', 'Preparing', option === 'Delivery' ? 'OutForDelivery' : 'Ready', 'Completed'];
}

/**
 * The tracker of an order at a stage, or null when it was cancelled (the page says so instead of the steps).
 * An order awaiting payment has every step to come.
 */
export function trackerSteps(stage: OrderStage, option: OrderOption): TrackerStep[] | null {
  if (stage === 'Cancelled') return null;
  const stages = trackerStages(option);
  const at = stages.indexOf(stage);
  return stages.map((s, i) => ({
    stage: s,
    label: stageLabel(s, option),
    state: at < 0 || i > at ? 'upcoming' : i === at ? 'current' : 'done',
  }));
}
