import type { PaymentGateway } from '../../payments/gateway';
import { fromPaise } from '../../../shared/pricing/money';
import { PAYMENT_RETURN_PATH } from '../../../shared/payments/payment-state';
import type { PaymentOrder } from '../../../shared/schemas/payment';
import type { OrderRow } from './repository';

/** A gateway order as the app answers it: the checkout to open, which returns the customer to `returnPath`. */
export function orderAnswer(order: OrderRow, gateway: PaymentGateway, returnPath: string = PAYMENT_RETURN_PATH): PaymentOrder {
  const query = new URLSearchParams({ order_id: order.id, key_id: gateway.config.keyId, callback_url: returnPath });
  return {
    orderId: order.id,
    amount: fromPaise(order.amountPaise),
    currency: 'INR',
    keyId: gateway.config.keyId,
    checkoutUrl: `${gateway.config.checkoutUrl}?${query.toString()}`,
    status: order.status,
  };
}
