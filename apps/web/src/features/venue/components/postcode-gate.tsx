import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { parsePostcode } from '@storefront/domain/delivery-fee';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { checkPostcode } from '../api/venue-api';
import './venue.css';

interface PostcodeGateProps {
  brand: string;
  brandName: string;
  /** A covered postcode (formatted), or null when the visitor will collect. */
  onPass: (postcode: string | null) => void;
}

/**
 * The landing postcode check (`LandingPostcodeValidation`): before the home page, ask where to deliver and
 * let the visitor on only when the brand delivers there, with the server's rule (checkPostcode). Collecting
 * is always possible.
 */
export function PostcodeGate({ brand, brandName, onPass }: PostcodeGateProps) {
  const id = useId();
  const [postcode, setPostcode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (code: string) => checkPostcode(brand, code),
    onSuccess: (result) => {
      if (result.Delivers) onPass(result.Postcode);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePostcode(postcode);
    if (!parsed) {
      setFormatError('Enter a valid UK postcode, such as N1 7AA');
      check.reset();
      return;
    }
    setFormatError(null);
    check.mutate(parsed.formatted);
  }

  const refused = check.data && !check.data.Delivers ? check.data : null;
  return (
    <div className="container venue">
      <section className="venue__card postcode gate" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="venue__title">
          Welcome to {brandName}
        </h1>
        <p className="venue__lede">Enter your postcode to check that we deliver to you.</p>
        <form className="postcode__form" onSubmit={submit} noValidate>
          <label className="postcode__label" htmlFor={`${id}-postcode`}>
            Your postcode
          </label>
          <div className="postcode__row">
            <input
              id={`${id}-postcode`}
              className="postcode__input"
              name="postcode"
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
              value={postcode}
              aria-invalid={formatError || refused ? true : undefined}
              aria-describedby={formatError ? `${id}-error` : undefined}
              onChange={(e) => setPostcode(e.target.value)}
            />
            <button className={buttonClass('primary')} type="submit" disabled={check.isPending}>
              {check.isPending ? 'Checking…' : 'Check postcode'}
            </button>
          </div>
          {formatError ? (
            <p id={`${id}-error`} className="postcode__error" role="alert">
              {formatError}
            </p>
          ) : null}
          {check.isError ? (
            <p className="postcode__error" role="alert">
              {errorMessage(check.error)}
            </p>
          ) : null}
        </form>
        {refused ? (
          <div className="postcode__result postcode__result--no" role="alert">
            <p className="postcode__message">{refused.Message}</p>
            <p className="gate__hint">You can still order for collection, or try another postcode.</p>
          </div>
        ) : null}
        <div className="gate__collect">
          <button type="button" className={buttonClass('outline')} onClick={() => onPass(null)}>
            I’ll collect my order
          </button>
        </div>
      </section>
    </div>
  );
}
