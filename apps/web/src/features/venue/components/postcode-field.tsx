import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DeliveryCheck } from '@storefront/contract/brand-config';
import { parsePostcode } from '@storefront/domain/delivery-fee';
import { buttonClass } from '../../../components/ui/button';
import { checkPostcode } from '../api/venue-api';

/**
 * A postcode typed, its shape checked here first (no call for '12345'), then the brand's areas on the server,
 * with the checkout's rules. `example` is the postcode the shape message offers.
 */
export function usePostcodeCheck(
  brand: string,
  example: string,
  onChecked?: (result: DeliveryCheck) => void,
) {
  const [postcode, setPostcode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (code: string) => checkPostcode(brand, code),
    onSuccess: onChecked,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePostcode(postcode);
    if (!parsed) {
      setFormatError(`Enter a valid UK postcode, such as ${example}`);
      check.reset();
      return;
    }
    setFormatError(null);
    check.mutate(parsed.formatted);
  }
  return { postcode, setPostcode, formatError, check, submit };
}

/** The postcode input and its button on one row, with the shape message under them. */
export function PostcodeRow({
  id,
  postcode,
  onChange,
  invalid,
  formatError,
  pending,
  action,
}: {
  id: string;
  postcode: string;
  onChange: (postcode: string) => void;
  invalid: boolean;
  formatError: string | null;
  pending: boolean;
  action: string;
}) {
  return (
    <>
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
          aria-invalid={invalid ? true : undefined}
          aria-describedby={formatError ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button className={buttonClass('primary')} type="submit" disabled={pending}>
          {pending ? 'Checking…' : action}
        </button>
      </div>
      {formatError ? (
        <p id={`${id}-error`} className="postcode__error" role="alert">
          {formatError}
        </p>
      ) : null}
    </>
  );
}
