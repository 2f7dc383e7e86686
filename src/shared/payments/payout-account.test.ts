import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskUpiId, payoutAccountBodySchema, PAYOUT_ACCOUNT_MESSAGES } from './payout-account';

const messages = (body: unknown) => {
  const parsed = payoutAccountBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('where a provider is paid', () => {
  it('takes a bank account with a well-formed IFSC, upper-casing it', () => {
    const parsed = payoutAccountBodySchema.parse({ kind: 'bank', accountHolder: ' Ravi Kumar ', accountNumber: '001234567890', ifsc: 'hdfc0001234' });
    expect(parsed).toEqual({ kind: 'bank', accountHolder: 'Ravi Kumar', accountNumber: '001234567890', ifsc: 'HDFC0001234' });
  });

  it('refuses an IFSC without the zero, of the wrong length or with symbols, and account numbers not 9–18 digits', () => {
    for (const ifsc of ['HDFC1001234', 'HDFC000123', 'HDFC00012345', 'HD1C0001234', 'HDFC0-01234']) {
      expect(messages({ kind: 'bank', accountHolder: 'Ravi', accountNumber: '001234567890', ifsc }), ifsc).toEqual([PAYOUT_ACCOUNT_MESSAGES.ifsc]);
    }
    for (const accountNumber of ['12345678', '1234567890123456789', '12345678a0', '']) {
      expect(messages({ kind: 'bank', accountHolder: 'Ravi', accountNumber, ifsc: 'SBIN0000001' }), accountNumber).toEqual([PAYOUT_ACCOUNT_MESSAGES.accountNumber]);
    }
    expect(messages({ kind: 'bank', accountHolder: ' ', accountNumber: '123456789', ifsc: 'SBIN0000001' })).toEqual([PAYOUT_ACCOUNT_MESSAGES.holder]);
  });

  it('takes a UPI ID name@handle and refuses anything else', () => {
    expect(payoutAccountBodySchema.parse({ kind: 'upi', vpa: 'ravi.kumar@okhdfcbank' })).toEqual({ kind: 'upi', vpa: 'ravi.kumar@okhdfcbank' });
    for (const vpa of ['ravi', 'ravi@', '@okaxis', 'ravi@@okaxis', 'r@okaxis', 'ravi kumar@okaxis', 'ravi@1bank']) {
      expect(messages({ kind: 'upi', vpa }), vpa).toEqual([PAYOUT_ACCOUNT_MESSAGES.upi]);
    }
    expect(payoutAccountBodySchema.safeParse({ kind: 'upi', vpa: 'ravi@okaxis', ifsc: 'SBIN0000001' }).success).toBe(false);
  });

  it('masks: the last four digits; the first two letters of a UPI name', () => {
    expect(maskAccountNumber('001234567890')).toBe('XXXXXXXX7890');
    expect(maskUpiId('ravi.kumar@okhdfcbank')).toBe('ra••••••••@okhdfcbank');
    expect(maskUpiId('ra@ybl')).toBe('ra•••@ybl');
  });
});
