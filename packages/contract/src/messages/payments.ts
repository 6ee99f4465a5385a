// Messages of the `payments` area: spec texts first, verbatim; ours below the marker (see ../messages.ts).
export const MSG_PAYMENTS = {
  heading: 'Your Payment History',
  loading: 'Loading payment history...',
  empty: 'No payments found.',
  fetchFailed: 'Failed to fetch payment history.',
  paid: 'Paid',
  failed: 'Failed',
  // Not in the spec — ours
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  status: 'Status',
  secondOpinionDescription: 'Second opinion: {title}',
  subscriptionDescription: 'Arogya Pro subscription (1 month)',
  signatureInvalid: 'Payment could not be verified.',
  orderNotFound: 'Payment order not found.',
  alreadyVerified: 'This payment has already been verified.',
  testCheckoutTitle: 'Test payment',
  testCheckoutBody: 'Test mode: no real money is charged.',
  testCheckoutPay: 'Pay ₹{amount}',
} as const;
