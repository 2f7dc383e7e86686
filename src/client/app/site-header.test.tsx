// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The status slot (sync, account, install) loads the device database: not part of this check.
vi.mock('./header-status', () => ({ HeaderStatus: () => null }));
const { SiteHeader } = await import('./site-header');
const { setMenuAudience } = await import('./menu-audience');

function menuLinks(): string[] {
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
  const menu = screen.getAllByRole('navigation', { hidden: true }).find((nav) => nav.getAttribute('aria-label') === 'Menu')!;
  return [...menu.querySelectorAll('a')].map((a) => a.textContent ?? '');
}

describe('the header menu', () => {
  afterEach(() => {
    cleanup();
    act(() => setMenuAudience('unknown'));
  });

  it('lists only what a signed-out visitor can use', () => {
    act(() => setMenuAudience('visitor'));
    const links = menuLinks();
    expect(links).toEqual(['Home', 'Services', 'Tool Rental', 'For Providers', 'Contact']);
    for (const hidden of ['Admin Console', 'Earnings', 'Provider History', 'My Dashboard', 'My History', 'Onboarding']) expect(links).not.toContain(hidden);
  });

  it('lists every screen for someone signed in, and before the session is known', () => {
    const every = ['Home', 'Services', 'My Dashboard', 'My History', 'Tool Rental', 'For Providers', 'Provider History', 'Earnings', 'Onboarding', 'Contact', 'Admin Console'];
    expect(menuLinks()).toEqual(every);
    cleanup();
    act(() => setMenuAudience('member'));
    expect(menuLinks()).toEqual(every);
  });
});
