import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('loading the shared schemas', () => {
  // Building a currency format costs a long task on a slow phone; every page loads these schemas.
  it('formats no money and builds no number format until a message is shown', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    vi.resetModules();
    await Promise.all([import('./common'), import('./service'), import('./bid'), import('./provider'), import('./admin'), import('./booking')]);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocale).not.toHaveBeenCalled();
  });

  it('still words the limit when a value breaks it', async () => {
    const { moneyUpTo } = await import('./common');
    const result = moneyUpTo(100_000_00, 'Bid amount').safeParse('100000.01');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Bid amount must be at most ₹1,00,000');
  });
});
