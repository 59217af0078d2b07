import { useState } from 'react';
import type { ChannelState } from '@storefront/contract/back-office';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useAutoAcceptToggle, useChannelToggle, useChannels } from '../api/back-office';

const NAME: Record<ChannelState['Channel'], string> = {
  Delivery: 'Delivery',
  Collection: 'Collection',
  EatIn: 'Eat in',
};

/**
 * Whether the server accepts a channel's orders as they arrive: owners switch it, staff see it. An accepted
 * order is ready by its due time (never sooner than the channel's minimum time), and still shows on the board
 * and prints there like one staff accepted.
 */
function AutoAcceptSwitch({
  channel,
  owner,
  pending,
  onChange,
}: {
  channel: ChannelState;
  owner: boolean;
  pending: boolean;
  onChange: (on: boolean) => Promise<unknown>;
}) {
  const id = `auto-accept-${channel.Channel}`;
  // The box moves when clicked, then shows the server's answer (the state before, when it is refused).
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (wanted !== null && !pending && channel.AutoAccept === wanted) setWanted(null);
  if (!owner)
    return channel.AutoAccept ? (
      <p className="channel__auto">Orders are accepted automatically as they arrive.</p>
    ) : null;
  return (
    <div className="field field--check channel__auto">
      <div className="field__check">
        <input
          id={id}
          type="checkbox"
          className="field__checkbox"
          checked={wanted ?? channel.AutoAccept}
          disabled={pending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setWanted(event.target.checked);
            // A refusal shows in the screen's alert.
            onChange(event.target.checked).catch(() => setWanted(null));
          }}
        />
        <label className="field__check-label" htmlFor={id}>
          Accept {NAME[channel.Channel].toLowerCase()} orders automatically
        </label>
      </div>
      <p id={`${id}-hint`} className="field__hint field__hint--check">
        Ready by their due time; they still show on the board and print.
      </p>
    </div>
  );
}

/**
 * Stop online delivery, collection or eat-in orders now (a busy night, a driver off sick) and restart them.
 * Customers of a stopped channel see its message instead of the checkout button; the server refuses the order.
 * Owners also choose here which channels' orders are accepted automatically.
 */
export function ChannelsScreen({
  brand,
  owner = false,
  offered,
}: {
  brand: string;
  owner?: boolean;
  /** The channels the brand offers its customers: the others have nothing to stop. */
  offered?: readonly ChannelState['Channel'][];
}) {
  const channels = useChannels(brand);
  const toggle = useChannelToggle(brand);
  const autoAccept = useAutoAcceptToggle(brand);
  return (
    <div className="office">
      <div className="office__head">
        <h1>Channels</h1>
        <p className="admin__muted">
          Stop taking online orders for a channel now, and restart it when ready
          {owner ? '; choose which channels’ orders are accepted automatically as they arrive.' : '.'}
        </p>
      </div>
      {channels.isPending ? <p role="status">Loading channels…</p> : null}
      {channels.isError || toggle.isError || autoAccept.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(channels.error ?? toggle.error ?? autoAccept.error)}
        </p>
      ) : null}
      <ul className="channels">
        {(channels.data ?? [])
          .filter((c) => !offered || offered.includes(c.Channel))
          .map((c) => (
            <li key={c.Channel} className={`office__panel channel${c.Stopped ? ' channel--stopped' : ''}`}>
              <h2>{NAME[c.Channel]}</h2>
              <p className={`chip ${c.Stopped ? 'chip--Cancelled' : 'chip--Ready'}`}>
                {c.Stopped ? 'Stopped' : 'Taking orders'}
              </p>
              {c.Stopped ? (
                <p className="channel__message">
                  Customers see: <q>{c.Message}</q>
                </p>
              ) : null}
              <button
                type="button"
                className={buttonClass(c.Stopped ? 'primary' : 'outline')}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ Channel: c.Channel, Stopped: !c.Stopped })}
              >
                {c.Stopped
                  ? `Restart ${NAME[c.Channel].toLowerCase()} orders`
                  : `Stop ${NAME[c.Channel].toLowerCase()} orders now`}
              </button>
              <AutoAcceptSwitch
                channel={c}
                owner={owner}
                pending={autoAccept.isPending}
                onChange={(on) => autoAccept.mutateAsync({ Channel: c.Channel, AutoAccept: on })}
              />
            </li>
          ))}
      </ul>
    </div>
  );
}
