/**
 * Where an order's payment and mails go: the e-mail given at checkout ('Editar Email'), else the
 * buyer's account e-mail (checkout_order.sql does the same for the order-created mail).
 */
export function orderAddress(order: {
  payerEmail: string | null;
  user: { email: string };
}): string {
  return order.payerEmail ?? order.user.email;
}
