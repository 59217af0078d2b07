import { buttonClass } from '../ui/button';
import type { PushSwitch as Switch } from '../../lib/web-push';
import './push-switch.css';

export interface PushSwitchWords {
  /** The button that turns notifications on ('Get updates on this phone'). */
  turnOn: string;
  /** What is said while they are on ('Updates on this phone are on'). */
  on: string;
}

const BLOCKED = 'Notifications are blocked for this site: allow them in your browser’s settings to get them.';
const UNSUPPORTED = 'This browser cannot show notifications.';

/**
 * Push notifications on or off, in words: a button while off, the state with a way to turn them off while on,
 * and why there is no button when the browser blocks or cannot show them. Nothing while the state is read.
 */
export function PushSwitch({
  words,
  push,
  className,
}: {
  words: PushSwitchWords;
  push: Switch;
  className?: string;
}) {
  if (push.state === 'checking') return null;
  const text =
    push.state === 'on'
      ? words.on
      : push.state === 'blocked'
        ? BLOCKED
        : push.state === 'unsupported'
          ? UNSUPPORTED
          : null;
  return (
    <div className={['push-switch', className].filter(Boolean).join(' ')} data-push-state={push.state}>
      <p role="status" className={`push-switch__state push-switch__state--${push.state}`}>
        {text}
      </p>
      {push.state === 'off' ? (
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={push.busy}
          onClick={() => void push.turnOn()}
        >
          {words.turnOn}
        </button>
      ) : null}
      {push.state === 'on' ? (
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={push.busy}
          onClick={() => void push.turnOff()}
        >
          Turn off
        </button>
      ) : null}
      {push.error ? (
        <p role="alert" className="push-switch__error">
          {push.error}
        </p>
      ) : null}
    </div>
  );
}
