import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import '../../../components/ui/form.css';
import './venue.css';

interface LikeAndSharePageProps {
  brandName: string;
  tagLine: string;
  /** The address to share: the brand's home page on this site. */
  url: string;
}

/**
 * `likeAndShare`: the brand's link to pass on — the device's own share sheet where the browser has one, a copy
 * button otherwise (and always), and the usual places to post it.
 */
export function LikeAndSharePage({ brandName, tagLine, url }: LikeAndSharePageProps) {
  const [status, setStatus] = useState('');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const text = tagLine ? `${brandName}: ${tagLine}` : brandName;

  async function share() {
    try {
      await navigator.share({ title: brandName, text, url });
      setStatus('Thanks for sharing!');
    } catch (error) {
      // Closing the sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus('Sharing did not work.');
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      setStatus('Copying is not allowed here: select the link above and copy it.');
    }
  }

  return (
    <div className="container venue venue--narrow">
      <section className="venue__card share" aria-labelledby="share-title">
        <h1 id="share-title" className="venue__title">
          Like and share
        </h1>
        <p className="venue__lede">Enjoyed {brandName}? Pass it on to friends and family.</p>
        <label className="field__label" htmlFor="share-url">
          Link to share
        </label>
        <input
          id="share-url"
          className="share__url"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
        <div className="share__actions">
          {canShare ? (
            <button type="button" className={buttonClass('primary')} onClick={() => void share()}>
              Share…
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass(canShare ? 'outline' : 'primary')}
            onClick={() => void copy()}
          >
            Copy link
          </button>
        </div>
        <p className="share__status" role="status">
          {status}
        </p>
        <SharePlaces brandName={brandName} text={text} url={url} />
      </section>
    </div>
  );
}

/** The usual places to post the link, each with the brand's text and link filled in. */
function SharePlaces({ brandName, text, url }: { brandName: string; text: string; url: string }) {
  const q = encodeURIComponent;
  const places = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
    { name: 'X', href: `https://x.com/intent/post?text=${q(text)}&url=${q(url)}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${q(`${text} ${url}`)}` },
    { name: 'Email', href: `mailto:?subject=${q(brandName)}&body=${q(`${text}\n${url}`)}` },
  ];
  return (
    <>
      <h2 className="share__subtitle">Post it on</h2>
      <ul className="share__places">
        {places.map((p) => (
          <li key={p.name}>
            <a
              className="branch__link"
              href={p.href}
              target={p.href.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              {p.name}
              {p.href.startsWith('mailto:') ? null : (
                <span className="visually-hidden"> (opens in a new tab)</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
