import { ORDER_PATHS } from '@storefront/contract/order-problems';
import { useId, useState } from 'react';
import { GiftCardCode } from '@storefront/contract/gift-card-code';
import type { QuoteResponse } from '@storefront/contract/order';
import { buttonClass } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { useGiftCardOptions } from '../../../lib/queries/gift-card-options';
import './checkout-discounts.css';

type Quote = QuoteResponse['Data'];

/**
 * The typed code and its shape check, apart from the field's markup: Apply checks the shape here before the
 * quote is asked; typing clears a shape complaint.
 */
function useGiftCardEntry(
  code: string | null,
  onCode: (code: string | null) => void,
  quote: Quote | undefined,
) {
  const [text, setText] = useState(code ?? '');
  const [shape, setShape] = useState<string | null>(null);
  const problem = shape ?? quote?.Problems.find((p) => p.Path === ORDER_PATHS.giftCardCode)?.Message ?? null;
  const apply = () => {
    const parsed = GiftCardCode.safeParse(text);
    if (!parsed.success) {
      setShape(parsed.error.issues[0]?.message ?? 'This gift card code is not valid');
      return;
    }
    setShape(null);
    setText(parsed.data);
    onCode(parsed.data);
  };
  const change = (next: string) => {
    setText(next);
    setShape(null);
  };
  const remove = () => {
    setText('');
    setShape(null);
    onCode(null);
  };
  return { text, problem, apply, change, remove };
}

/**
 * The checkout's gift card: the code is checked for its shape here, then the server's quote says what the card
 * pays (GiftCard) and what is left to pay (ToPay), or why it cannot (a problem on body.GiftCardCode).
 */
export function CheckoutGiftCard({
  brand,
  code,
  onCode,
  quote,
}: {
  brand: string;
  code: string | null;
  onCode: (code: string | null) => void;
  quote: Quote | undefined;
}) {
  const options = useGiftCardOptions(brand);
  const id = useId();
  const { text, problem, apply, change, remove } = useGiftCardEntry(code, onCode, quote);
  if (!options.data?.Enabled && !code) return null;
  const note = problem || (code && quote?.GiftCard) ? `${id}-note` : undefined;
  return (
    <fieldset className="checkout__section loyalty-discounts">
      <legend className="checkout__legend">Gift card</legend>
      <label className="field__label" htmlFor={`${id}-code`}>
        Gift card code <span className="field__optional">(optional)</span>
      </label>
      <div className="loyalty-discounts__row">
        <input
          id={`${id}-code`}
          className="field__input"
          value={text}
          placeholder="GC-XXXX-XXXX-XXXX"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          aria-invalid={problem ? true : undefined}
          aria-describedby={note}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        {code ? (
          <button type="button" className={buttonClass('outline')} onClick={remove}>
            Remove
          </button>
        ) : null}
        <button type="button" className={buttonClass('outline')} disabled={!text.trim()} onClick={apply}>
          Apply
        </button>
      </div>
      {problem ? (
        <p id={note} className="field__error" role="alert">
          {problem}
        </p>
      ) : code && quote?.GiftCard ? (
        <p id={note} className="loyalty-discounts__ok" role="status">
          Your gift card pays {formatPrice(quote.GiftCard.Amount)}; {formatPrice(quote.GiftCard.BalanceAfter)}{' '}
          will be left on it.
        </p>
      ) : null}
    </fieldset>
  );
}
