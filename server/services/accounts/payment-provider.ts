/**
 * Payment providers behind orders. The one shipped is `manual`: no gateway, no pay_url; an operator who received
 * the money (bank transfer, invoice) marks the order paid in the admin area. WeChat Pay / Alipay adapters are not
 * shipped because they cannot be tested for real here (decision 161).
 */
export type TPaymentProvider = {
  name: string;
  /** A URL the buyer opens to pay, or null when payment happens outside the app. */
  createPayment(order: { orderId: string; priceCents: number; title: string }): Promise<{ payUrl: string | null }>;
  /** Whether an operator may confirm an order of this provider by hand. */
  manualConfirm: boolean;
};

export const manualProvider: TPaymentProvider = {
  name: 'manual',
  createPayment: async () => ({ payUrl: null }),
  manualConfirm: true,
};

/** The configured provider (only `manual` exists). */
export function paymentProvider(): TPaymentProvider {
  return manualProvider;
}
