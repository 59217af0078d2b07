import { useId, useState, type FormEvent } from 'react';
import type { BusyChannel, BusyModeState } from '@storefront/contract/busy-mode';
import { londonClockLabel } from '@storefront/domain/due-time';
import { londonInstants, londonTime } from '@storefront/domain/schedule';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useBusyMode, useBusyModeChange, type BusyModeChange } from '../api/busy-mode';
import './busy-mode-panel.css';

const CHANNEL_NAME: Record<BusyChannel, string> = {
  Delivery: 'Delivery',
  Collection: 'Collection',
  EatIn: 'Eat in',
};

/** How long busy mode lasts, as staff choose it (up to the server's 4 hours). */
const DURATIONS = [
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 90, label: '1½ hours' },
  { minutes: 120, label: '2 hours' },
  { minutes: 180, label: '3 hours' },
  { minutes: 240, label: '4 hours' },
];

const clock = (iso: string, now: Date) => londonClockLabel(new Date(iso), now);

/**
 * Busy mode on the orders board (issue 19): when the kitchen is swamped, staff add 10–45 minutes to every
 * channel's lead time for a while, or pause one channel until a time. The storefront's checkout offers the later
 * times (and a paused channel's message) at once; both end by themselves.
 */
export function BusyModePanel({ brand, channels }: { brand: string; channels: readonly BusyChannel[] }) {
  const busy = useBusyMode(brand);
  if (busy.isPending) return null;
  if (busy.isError)
    return (
      <p role="alert" className="admin__error">
        Busy mode could not be loaded: {errorMessage(busy.error)}
      </p>
    );
  // The channels the brand offers its customers: a shop that never seats anyone has no eat-in lead time.
  const state = { ...busy.data, Channels: busy.data.Channels.filter((c) => channels.includes(c.Channel)) };
  return <BusyModeForm brand={brand} state={state} />;
}

/** Sends one change and says how it went: a problem (alert) or what was done (status). */
function useBusyModeSend(brand: string) {
  const change = useBusyModeChange(brand);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = (next: BusyModeChange, said: string) => {
    setProblem(null);
    setDone(null);
    change.mutate(next, {
      onSuccess: () => setDone(said),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  return { pending: change.isPending, problem, setProblem, done, send };
}

type Send = ReturnType<typeof useBusyModeSend>['send'];

function BusyModeForm({ brand, state }: { brand: string; state: BusyModeState }) {
  const { pending, problem, setProblem, done, send } = useBusyModeSend(brand);
  const id = useId();
  const now = new Date(state.ServerTime);
  const paused = state.Channels.filter((c) => c.PausedUntil !== null);

  return (
    <section className="office__panel busy-mode" aria-labelledby={`${id}-title`}>
      <BusyModeSummary state={state} now={now} titleId={`${id}-title`} />
      <ExtendForm state={state} radioName={`${id}-extra`} pending={pending} send={send} />
      <PauseForm state={state} pending={pending} send={send} onProblem={setProblem} />
      {paused.length > 0 ? (
        <ul className="busy-mode__paused">
          {paused.map((c) => (
            <li key={c.Channel}>
              <span>
                <strong>{CHANNEL_NAME[c.Channel]}</strong> — customers see: <q>{c.PausedMessage}</q>
              </span>
              <button
                type="button"
                className={buttonClass('outline')}
                disabled={pending}
                onClick={() =>
                  send({ kind: 'resume', channel: c.Channel }, `${CHANNEL_NAME[c.Channel]} taking orders`)
                }
              >
                Resume {CHANNEL_NAME[c.Channel].toLowerCase()}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="admin__error">
          {problem}
        </p>
      ) : null}
      <p role="status" className="busy-mode__done">
        {done}
      </p>
    </section>
  );
}

/** Whether busy mode is on and until when, the slot capacity, and each channel's lead time now. */
function BusyModeSummary({ state, now, titleId }: { state: BusyModeState; now: Date; titleId: string }) {
  const extension = state.Extension;
  return (
    <>
      <div className="busy-mode__head">
        <h2 id={titleId}>Busy mode</h2>
        <p className={`chip ${extension ? 'chip--Placed' : 'chip--Completed'}`}>
          {extension ? `+${extension.ExtraMinutes} min until ${clock(extension.Until, now)}` : 'Off'}
        </p>
        {state.SlotCapacity !== null ? (
          <p className="admin__muted busy-mode__capacity">
            At most {state.SlotCapacity} {state.SlotCapacity === 1 ? 'order' : 'orders'} per 15 minutes
          </p>
        ) : null}
      </div>
      <p className="busy-mode__leads">
        Lead times now:{' '}
        {state.Channels.map((c) => (
          <span key={c.Channel} className="busy-mode__lead">
            {CHANNEL_NAME[c.Channel]}{' '}
            {c.PausedUntil ? (
              <strong>paused until {clock(c.PausedUntil, now)}</strong>
            ) : c.ExtraMinutes > 0 ? (
              <strong>
                {c.LeadMinutes} min{' '}
                <span className="admin__muted">
                  ({c.BaseMinutes} + {c.ExtraMinutes})
                </span>
              </strong>
            ) : (
              `${c.LeadMinutes} min`
            )}
          </span>
        ))}
      </p>
    </>
  );
}

/** Adds minutes to every channel's lead time for a while, or ends busy mode early. */
function ExtendForm({
  state,
  radioName,
  pending,
  send,
}: {
  state: BusyModeState;
  radioName: string;
  pending: boolean;
  send: Send;
}) {
  const [extra, setExtra] = useState(20);
  const [forMinutes, setForMinutes] = useState(60);
  const extension = state.Extension;
  const extend = (event: FormEvent) => {
    event.preventDefault();
    send(
      { kind: 'extend', body: { ExtraMinutes: extra, ForMinutes: forMinutes } },
      `Busy mode on: +${extra} minutes`,
    );
  };
  return (
    <form className="busy-mode__row" onSubmit={extend}>
      <fieldset className="busy-mode__choices">
        <legend>Add to every lead time</legend>
        {state.ExtraMinutesChoices.map((minutes) => (
          <label key={minutes} className={minutes === extra ? 'busy-mode__choice--on' : undefined}>
            <input
              type="radio"
              name={radioName}
              value={minutes}
              checked={minutes === extra}
              onChange={() => setExtra(minutes)}
            />
            +{minutes} min
          </label>
        ))}
      </fieldset>
      <label className="busy-mode__field">
        For
        <select value={forMinutes} onChange={(e) => setForMinutes(Number(e.target.value))}>
          {DURATIONS.filter((d) => d.minutes <= state.MaxMinutes).map((d) => (
            <option key={d.minutes} value={d.minutes}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass('primary')} disabled={pending}>
        {extension ? 'Change busy mode' : 'Turn busy mode on'}
      </button>
      {extension ? (
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={pending}
          onClick={() => send({ kind: 'end' }, 'Busy mode off')}
        >
          End busy mode
        </button>
      ) : null}
    </form>
  );
}

/** Stops one channel taking orders until a time today. */
function PauseForm({
  state,
  pending,
  send,
  onProblem,
}: {
  state: BusyModeState;
  pending: boolean;
  send: Send;
  onProblem: (problem: string) => void;
}) {
  const [channel, setChannel] = useState<BusyChannel>(state.Channels[0]?.Channel ?? 'Delivery');
  const [until, setUntil] = useState('');
  const pause = (event: FormEvent) => {
    event.preventDefault();
    if (!until) {
      onProblem('Choose the time the channel takes orders again');
      return;
    }
    // Today on the London clock; a time already past is refused by the server with the time it is now.
    const at = londonInstants(londonTime(new Date()).date, until)[0];
    if (!at) {
      onProblem(`${until} does not exist today (the clocks go forward): choose another time`);
      return;
    }
    send(
      { kind: 'pause', body: { Channel: channel, Until: at.toISOString() } },
      `${CHANNEL_NAME[channel]} paused`,
    );
  };
  return (
    <form className="busy-mode__row" onSubmit={pause}>
      <label className="busy-mode__field">
        Pause
        <select value={channel} onChange={(e) => setChannel(e.target.value as BusyChannel)}>
          {state.Channels.map((c) => (
            <option key={c.Channel} value={c.Channel}>
              {CHANNEL_NAME[c.Channel]}
            </option>
          ))}
        </select>
      </label>
      <label className="busy-mode__field">
        until
        <input type="time" value={until} onChange={(e) => setUntil(e.target.value)} />
      </label>
      <button type="submit" className={buttonClass('secondary')} disabled={pending}>
        Pause orders
      </button>
    </form>
  );
}
