// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICING, type PricingConfig } from '../../../shared/schemas/admin';

const savePricing = vi.fn(async (_p: PricingConfig) => ({ status: 'done' as const }));
vi.mock('../../data/mutations/admin-config-mutations', () => ({ savePricing: (p: PricingConfig) => savePricing(p) }));
vi.mock('../../data/hooks/use-admin', () => ({ usePricing: () => ({ pricing: DEFAULT_PRICING, fromServer: true }) }));
vi.mock('../../data/hooks/use-outbox', () => ({ usePendingKeys: () => new Set() }));
vi.mock('../../components/dirty-forms', () => ({ useDirtyForm: () => undefined }));
const { PricingTab } = await import('./pricing-tab');

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Pricing' })));

describe('PricingTab', () => {
  afterEach(() => {
    cleanup();
    savePricing.mockClear();
  });

  it('offers only the GST rates the law sets, and asks before changing the rate', async () => {
    render(<PricingTab />);
    const gst = screen.getByLabelText('GST (%)') as HTMLSelectElement;
    expect([...gst.options].map((o) => o.value)).toEqual(['0', '5', '12', '18', '28']);
    expect(gst.value).toBe('18');

    fireEvent.change(gst, { target: { value: '12' } });
    await save();
    expect(await screen.findByRole('dialog', { name: 'Change GST from 18 % to 12 %?' })).toBeTruthy();
    expect(savePricing).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep 18 %' })));
    expect(savePricing).not.toHaveBeenCalled();

    await save();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Change to 12 %' })));
    expect(savePricing).toHaveBeenCalledTimes(1);
    expect(savePricing.mock.calls[0][0].gstPercentage).toBe(12);
  });

  it('saves other changes without asking', async () => {
    render(<PricingTab />);
    fireEvent.change(screen.getByLabelText('Sedan multiplier (×)'), { target: { value: '1.4' } });
    await save();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savePricing).toHaveBeenCalledTimes(1);
  });

  it('says a negative value is wrong once, in words, without internal field names, and sends nothing', async () => {
    render(<PricingTab />);
    fireEvent.change(screen.getByLabelText('Platform fee (%)'), { target: { value: '-5' } });
    await save();
    expect(screen.getAllByText('Platform fee must be 0 % or more')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/platformFeePercentage|gstPercentage/);
    expect(savePricing).not.toHaveBeenCalled();
  });
});

describe('a refusal the server names a field in', () => {
  afterEach(() => {
    cleanup();
    savePricing.mockReset();
  });

  it('is said once, under that field', async () => {
    savePricing.mockResolvedValueOnce({ status: 'rejected', message: 'minimumOrderValue: Minimum order value must be at most ₹10,00,000' } as never);
    render(<PricingTab />);
    fireEvent.change(screen.getByLabelText('Sedan multiplier (×)'), { target: { value: '1.4' } });
    await save();
    expect(screen.getAllByText(/Minimum order value must be at most/)).toHaveLength(1);
    expect(document.body.textContent).not.toContain('minimumOrderValue');
  });
});
