import type { DeliveryType, DeliveryTypeOption } from '@storefront/domain/delivery-type';
import { Dialog } from '../ui/dialog';
import './delivery-type-popup.css';

interface DeliveryTypePopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** DeliveryTypes.Title, e.g. 'How would you like your order?'. */
  title: string;
  options: readonly DeliveryTypeOption[];
  current: DeliveryType | null;
  onChoose: (type: DeliveryType) => void;
}

/**
 * The delivery-type popup (spec §4 "Delivery type"): the brand's enabled types — Home shown as Delivery,
 * Store as Collection, EatIn — with their texts, pictures and colours. The caller stores the choice.
 */
export default function DeliveryTypePopup({
  open,
  onOpenChange,
  title,
  options,
  current,
  onChoose,
}: DeliveryTypePopupProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} className="delivery-type-popup">
      <ul className="delivery-types">
        {options.map((option) => (
          <li key={option.type}>
            <button
              type="button"
              className="delivery-types__option"
              aria-pressed={current === option.type}
              style={{
                background: option.backgroundColor ?? undefined,
                color: option.textColor ?? undefined,
              }}
              onClick={() => onChoose(option.type)}
            >
              {option.image ? (
                <img className="delivery-types__image" src={option.image} alt="" width={48} height={48} />
              ) : null}
              <span className="delivery-types__text">{option.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
