import type { ChannelState } from '@storefront/contract/back-office';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useChannelToggle, useChannels } from '../api/back-office';

const NAME: Record<ChannelState['Channel'], string> = {
  Delivery: 'Delivery',
  Collection: 'Collection',
  EatIn: 'Eat in',
};

/**
 * Stop online delivery, collection or eat-in orders now (a busy night, a driver off sick) and restart them.
 * Customers of a stopped channel see its message instead of the checkout button; the server refuses the order.
 */
export function ChannelsScreen({ brand }: { brand: string }) {
  const channels = useChannels(brand);
  const toggle = useChannelToggle(brand);
  return (
    <div className="office">
      <div className="office__head">
        <h1>Channels</h1>
        <p className="admin__muted">
          Stop taking online orders for a channel now, and restart it when ready.
        </p>
      </div>
      {channels.isPending ? <p role="status">Loading channels…</p> : null}
      {channels.isError || toggle.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(channels.error ?? toggle.error)}
        </p>
      ) : null}
      <ul className="channels">
        {(channels.data ?? []).map((c) => (
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
          </li>
        ))}
      </ul>
    </div>
  );
}
