import { brandLocal } from '../../../lib/brand-storage';
import { CheckoutGiftCard } from './checkout-gift-card';
import { CheckoutBranchSection } from './checkout-branch-section';
import { CheckoutDiscounts } from './checkout-discounts';
import type { Checkout } from '../hooks/use-checkout';
import { CheckoutNotesSection } from './checkout-notes-section';
import { CheckoutPaySection } from './checkout-pay-section';
import { CheckoutTypeSection } from './checkout-type-section';
import { CheckoutWhenSection } from './checkout-when-section';
import { CheckoutWhereSection } from './checkout-where-section';
import { CheckoutWhoSection } from './checkout-who-section';

/**
 * The checkout's form, section by section: how, when, who, where, notes, discounts and payment. Changing an
 * order only changes its lines and notes: the rest is shown as it was, or not at all.
 */
export function CheckoutSteps({ brand, checkout: c }: { brand: string; checkout: Checkout }) {
  const { payment, quote } = c;
  const amending = Boolean(c.amendingId);
  return (
    <div className="checkout__steps">
      <CheckoutTypeSection
        choices={c.choices}
        type={c.type}
        amending={amending}
        table={c.table}
        tableBranch={c.branch.tableBranchName}
        blocked={c.blocked}
      />
      {c.branch.asked ? <CheckoutBranchSection type={c.type} branch={c.branch} /> : null}
      {!amending ? (
        <CheckoutWhenSection
          form={c.form}
          when={c.when}
          slots={c.slots}
          earliest={c.earliest}
          busy={c.busy}
        />
      ) : null}
      {!amending ? <CheckoutWhoSection form={c.form} visitor={c.visitor} /> : null}
      {!amending && c.needs.address ? (
        <CheckoutWhereSection form={c.form} postcodeProblem={c.problems.postcode} />
      ) : null}
      <CheckoutNotesSection form={c.form} amending={amending} />
      {!amending ? (
        <CheckoutDiscounts
          brand={brand}
          customer={c.visitor.kind === 'customer'}
          prefill={brandLocal(brand).get('PromoCode')}
          code={payment.promoCode}
          onCode={payment.setPromoCode}
          redeem={payment.redeemPoints}
          onRedeem={payment.setRedeemPoints}
          quote={quote.data}
        />
      ) : null}
      {!amending ? (
        <CheckoutGiftCard
          brand={brand}
          code={payment.giftCardCode}
          onCode={payment.setGiftCardCode}
          quote={quote.data}
        />
      ) : null}
      <CheckoutPaySection
        type={c.type}
        options={payment.options.data}
        payBy={payment.payBy}
        onPayBy={payment.setPayBy}
        amending={amending}
        paidByGiftCard={Boolean(quote.data?.GiftCard && quote.data.ToPay === 0)}
      />
    </div>
  );
}
