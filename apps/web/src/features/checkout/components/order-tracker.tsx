import { useEffect, useState } from 'react';
import type { Order } from '@storefront/contract/order';
import {
  londonClockLabel,
  nextLaneChange,
  orderDueLabel,
  orderStageOf,
  orderTiming,
} from '@storefront/domain/due-time';
import {
  stageLabel,
  stageNote,
  stageTone,
  trackerSteps,
  type TrackerStep,
} from '@storefront/domain/order-status';
import './order-tracker.css';

/**
 * The page's clock for an order: now, and a render again when the kitchen's start time arrives, when an
 * accepted order becomes Preparing without any event from the server.
 */
export function useOrderClock(order: Order | undefined): Date {
  const [, setTick] = useState(0);
  const now = new Date();
  const at = order ? (nextLaneChange([orderTiming(order)], now)?.getTime() ?? null) : null;
  useEffect(() => {
    if (at === null) return;
    // A timer waits at most ~24.8 days; the page looks again then, which is soon enough.
    const wait = Math.min(Math.max(0, at - Date.now()) + 50, 2 ** 31 - 1);
    const timer = setTimeout(() => setTick((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return now;
}

const STEP_STATE: Record<TrackerStep['state'], string> = {
  done: 'done',
  current: 'now',
  upcoming: 'to come',
};

/** The steps as a list, the current one marked for assistive technology as well as by its look. */
function TrackerSteps({ steps }: { steps: TrackerStep[] }) {
  return (
    <ol className="tracker__steps" aria-label="Order progress">
      {steps.map((step) => (
        <li
          key={step.stage}
          className={`tracker__step tracker__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="tracker__dot" aria-hidden="true">
            {step.state === 'done' || (step.state === 'current' && step.stage === 'Completed') ? '✓' : ''}
          </span>
          <span className="tracker__label">
            {step.label}
            <span className="visually-hidden">, {STEP_STATE[step.state]}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Where the order is: its stage in the status vocabulary, a sentence, when it is due (and, once accepted, when
 * the kitchen expects it ready) and the steps Placed → Accepted → Preparing → Ready to collect or Out for
 * delivery → Collected, Delivered or Served. A cancelled order says so, with the shop's reason, instead of the
 * steps. The headline is a live region: a move the server pushes is read out.
 */
export function OrderTracker({ order, now }: { order: Order; now: Date }) {
  const stage = orderStageOf(order, now);
  const option = order.OrderOption;
  const steps = trackerSteps(stage, option);
  const due = orderDueLabel(order, now);
  return (
    <section
      className={`tracker tracker--${stageTone(stage)}`}
      aria-labelledby="tracker-title"
      data-stage={stage}
    >
      <div className="tracker__head" aria-live="polite" aria-atomic="true">
        <h2 id="tracker-title" className="tracker__title">
          <span className="confirmation__status">{stageLabel(stage, option)}</span>
        </h2>
        <p className="tracker__note">{stageNote(stage, option)}</p>
        {stage === 'Cancelled' && order.StatusReason ? (
          <p className="tracker__reason">
            <span className="visually-hidden">Reason: </span>
            {order.StatusReason}
          </p>
        ) : null}
      </div>
      {steps ? (
        <>
          {due ? (
            <p className="tracker__due">
              <span className="tracker__kind">{due.kind}</span> {due.text}
              {(stage === 'Accepted' || stage === 'Preparing') && order.ReadyBy ? (
                <span className="tracker__ready">
                  The kitchen expects it ready at about {londonClockLabel(new Date(order.ReadyBy), now)}
                </span>
              ) : null}
            </p>
          ) : null}
          <TrackerSteps steps={steps} />
        </>
      ) : null}
    </section>
  );
}
