// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type SystemSettings } from '../../../shared/schemas/admin';

const current: { value: { settings: SystemSettings; fromServer: boolean } | undefined } = { value: undefined };
vi.mock('../../data/hooks/use-admin', () => ({ useSettings: () => current.value }));
const { SupplierBanner } = await import('./supplier-banner');

const supplier = { supplierName: 'GaadiCare Services Private Limited', supplierAddress: 'Indiranagar, Bengaluru 560038', supplierGstin: '29AAGCG4821K1ZC' };

function show(settings: SystemSettings, fromServer = true) {
  current.value = { settings, fromServer };
  render(
    <MemoryRouter>
      <SupplierBanner />
    </MemoryRouter>,
  );
}

describe('SupplierBanner', () => {
  afterEach(() => cleanup());

  it('asks for the missing supplier details and links to Settings', async () => {
    show({ ...DEFAULT_SETTINGS, supplierName: supplier.supplierName });
    const banner = await screen.findByTestId('supplier-banner');
    expect(banner.textContent).toContain('Tax invoice details needed');
    expect(banner.textContent).toContain('(supplier address, GSTIN)');
    expect(banner.textContent).toContain('providers cannot complete jobs');
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/admin?tab=settings');
  });

  it('is gone once every detail is set, and waits for the server’s settings', () => {
    show({ ...DEFAULT_SETTINGS, ...supplier });
    expect(screen.queryByTestId('supplier-banner')).toBeNull();
    cleanup();
    show(DEFAULT_SETTINGS, false);
    expect(screen.queryByTestId('supplier-banner')).toBeNull();
  });
});
