import type { Writer } from './layout';

/** The service order form of the payment procedure on /pricing. */
export function writeServiceOrderForm(
  w: Writer,
  contact: { email: string; phone: string; address: string },
): void {
  w.para(
    `Fill in this form, pay the amount by bank transfer, and email the form with the bank receipt to ${contact.email}. Credit is added to your balance after the payment is received. The balance must be used within one year of the last deposit.`,
  );
  w.heading('Account holder');
  w.fieldLines(['Name', 'Organization', 'Registered email', 'Contact number', 'Address', 'City and country']);
  w.heading('Order');
  w.fieldLines([
    'Amount to deposit (PKR)',
    'Services you plan to use',
    'Invoice needed? (yes/no)',
    'Tax number (if any)',
  ]);
  w.heading('Payment');
  w.fieldLines(['Date of payment', 'Bank and branch', 'Transaction / receipt no.', 'Amount paid (PKR)']);
  w.para(
    'Our bank account details are printed on the invoice; ask for them by email if you need them before paying.',
    { muted: true },
  );
  w.heading('Declaration');
  w.para('I have read and accept the Zuban terms of service and the published prices.');
  w.fieldLines(['Signature', 'Date']);
  w.space(6);
  w.para(`Zuban · ${contact.address} · ${contact.email} · ${contact.phone}`, { size: 9, muted: true });
}
