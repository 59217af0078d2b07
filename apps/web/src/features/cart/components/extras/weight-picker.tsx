import { WEIGHT_OPTIONS_KG, formatWeight, weightPricePence } from '@storefront/domain/weights';
import { formatPence } from '@storefront/domain/money';

interface WeightPickerProps {
  weightKg: number;
  /** The price of one kg with the chosen extras, in pence. */
  perKgPence: number;
  onChange: (kg: number) => void;
  idPrefix: string;
}

/** Kg items with PopupOnKgItems (spec §5): 0.5 to 3.0 kg in 0.5 steps, 1.0 kg to start with. */
export function WeightPicker({ weightKg, perKgPence, onChange, idPrefix }: WeightPickerProps) {
  return (
    <fieldset className="extras-group">
      <legend className="extras-group__title">Choose a weight</legend>
      <ul className="weights">
        {WEIGHT_OPTIONS_KG.map((kg) => (
          <li key={kg}>
            <label className="weights__option">
              <input
                type="radio"
                className="weights__input"
                name={`${idPrefix}-weight`}
                checked={weightKg === kg}
                onChange={() => onChange(kg)}
              />
              <span className="weights__kg">{formatWeight(kg)}</span>
              <span className="weights__price">{formatPence(weightPricePence(perKgPence, kg))}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
