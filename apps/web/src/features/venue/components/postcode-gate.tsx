import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { PostcodeRow, usePostcodeCheck } from './postcode-field';
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
  const { postcode, setPostcode, formatError, check, submit } = usePostcodeCheck(
    brand,
    'N1 7AA',
    (result) => {
      if (result.Delivers) onPass(result.Postcode);
    },
  );

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
          <PostcodeRow
            id={id}
            postcode={postcode}
            onChange={setPostcode}
            invalid={Boolean(formatError || refused)}
            formatError={formatError}
            pending={check.isPending}
            action="Check postcode"
          />
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
