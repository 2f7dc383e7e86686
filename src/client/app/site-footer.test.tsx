// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyrightYear, SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the current year in the © line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-05T10:00:00Z'));
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByText(/©/).textContent).toContain('2027');
    expect(screen.getByText(/©/).textContent).not.toContain('2024');
  });

  it('turns the year at midnight in India', () => {
    expect(copyrightYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(copyrightYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });
});
