import type { DeliveryType } from '@storefront/domain/delivery-type';
import type { CheckoutBranch } from '../hooks/use-checkout-branch';

/** Where a collection or eat-in order is for: one card per branch, with its address. */
export function CheckoutBranchSection({ type, branch }: { type: DeliveryType; branch: CheckoutBranch }) {
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">
        {type === 'EatIn' ? 'Which branch are you at?' : 'Collect from'}
      </legend>
      <div className="checkout__branches">
        {branch.branches.map((b) => (
          <label key={b.BranchId} className="checkout__branch">
            <input
              type="radio"
              name="branch"
              value={b.BranchId}
              checked={branch.branchId === b.BranchId}
              onChange={() => branch.choose(b.BranchId)}
            />
            <span className="checkout__branch-name">{b.Name}</span>
            <span className="checkout__branch-address">
              {b.Address}
              {b.Postcode ? `, ${b.Postcode}` : ''}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
