import { useId } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DeliveryCheck } from '@storefront/contract/brand-config';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { PostcodeRow, usePostcodeCheck } from './postcode-field';
import './venue.css';

interface PostcodeCheckPageProps {
  brand: string;
  brandName: string;
  /** The menu or shop, where the button leads with the postcode. */
  order: { label: string; path: string };
  /** Framed on another site: the button opens the storefront in the whole window. */
  embedded: boolean;
}

/**
 * `postcode-iframe`: does the brand deliver to a postcode, at what fee and minimum order. The postcode's shape
 * is checked here first (no call for '12345'), the brand's areas on the server, with the checkout's rules.
 */
export function PostcodeCheckPage({ brand, brandName, order, embedded }: PostcodeCheckPageProps) {
  const id = useId();
  const { postcode, setPostcode, formatError, check, submit } = usePostcodeCheck(brand, 'SW4 7UH');

  return (
    <div className={embedded ? 'venue venue--embedded' : 'container venue'}>
      <section className="venue__card postcode" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="venue__title">
          Do we deliver to you?
        </h1>
        <p className="venue__lede">
          Enter your postcode to see {brandName}’s delivery fee and minimum order.
        </p>
        <form className="postcode__form" onSubmit={submit} noValidate>
          <label className="postcode__label" htmlFor={`${id}-postcode`}>
            Postcode
          </label>
          <PostcodeRow
            id={id}
            postcode={postcode}
            onChange={setPostcode}
            invalid={Boolean(formatError)}
            formatError={formatError}
            pending={check.isPending}
            action="Check"
          />
        </form>
        <PostcodeResult check={check} order={order} embedded={embedded} />
      </section>
    </div>
  );
}

/** Whether the brand delivers there and, if it does, the way on to the menu with the postcode. */
function PostcodeResult({
  check,
  order,
  embedded,
}: {
  check: UseMutationResult<DeliveryCheck, Error, string>;
  order: PostcodeCheckPageProps['order'];
  embedded: boolean;
}) {
  const result = check.data;
  const menuHref = result
    ? `${embedded ? window.location.origin : ''}${order.path}?postcode=${encodeURIComponent(result.Postcode)}`
    : '';
  return (
    <div aria-live="polite">
      {check.isError ? (
        <p className="postcode__result postcode__result--no" role="alert">
          {errorMessage(check.error)}
        </p>
      ) : result ? (
        <div
          className={
            result.Delivers
              ? 'postcode__result postcode__result--yes'
              : 'postcode__result postcode__result--no'
          }
        >
          <p className="postcode__message">{result.Message}</p>
          {result.Delivers ? (
            <a className={buttonClass('primary')} href={menuHref} target={embedded ? '_top' : undefined}>
              {order.label}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
