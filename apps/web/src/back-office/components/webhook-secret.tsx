import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button';

/** How long "Copied" stays before the button reads "Copy" again. */
const COPIED_MS = 2_500;

/**
 * An endpoint's signing secret: hidden until asked for (a screen may be shared), shown and copied for the
 * receiver. A new secret (just made or rotated) starts shown; keyed by the secret, a rotated one starts afresh.
 */
export function WebhookSecret({
  id,
  secret,
  shown: initiallyShown,
}: {
  id: string;
  secret: string;
  shown: boolean;
}) {
  const [shown, setShown] = useState(initiallyShown);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  const copySecret = () => {
    // Without the clipboard (an insecure page, a refusal), the secret is shown to be selected by hand.
    setShown(true);
    void (navigator.clipboard?.writeText(secret) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className="hook-secret">
      <span className="hook-secret__label" id={`${id}-label`}>
        Signing secret
      </span>
      <code className="hook-secret__value" id={id} aria-labelledby={`${id}-label`}>
        {shown ? secret : `whsec_${'•'.repeat(12)}`}
      </code>
      <div className="hook-secret__actions">
        <button
          type="button"
          className={buttonClass('outline', 'hook-small')}
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown((on) => !on)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> the signing secret</span>
        </button>
        <button type="button" className={buttonClass('outline', 'hook-small')} onClick={copySecret}>
          Copy<span className="visually-hidden"> the signing secret</span>
        </button>
        <span role="status" className="hook-secret__status">
          {copy === 'copied' ? 'Copied' : copy === 'failed' ? 'Select it to copy' : ''}
        </span>
      </div>
    </div>
  );
}
