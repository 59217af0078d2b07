import type { BoardOrder } from '@storefront/contract/admin';
import { buttonClass } from '../../../components/ui/button';
import { requestPrint } from './print-queue';

/** A card's print buttons: the kitchen ticket and the customer's receipt, each one click (the board prints). */
export function PrintButtons({ order }: { order: Pick<BoardOrder, 'OrderId' | 'OrderNumber'> }) {
  return (
    <div className="print-buttons" role="group" aria-label={`Print order ${order.OrderNumber}`}>
      <button
        type="button"
        className={buttonClass('outline')}
        onClick={() => requestPrint({ orderId: order.OrderId, kind: 'ticket' })}
      >
        Print ticket
      </button>
      <button
        type="button"
        className={buttonClass('outline')}
        onClick={() => requestPrint({ orderId: order.OrderId, kind: 'receipt' })}
      >
        Print receipt
      </button>
    </div>
  );
}
