// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAreas, setLocale } from '../../i18n/i18n';
import { NotFoundPage } from './not-found-page';

async function show() {
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback="loading">
          <NotFoundPage />
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('NotFoundPage', () => {
  afterAll(async () => {
    cleanup();
    await setLocale('en');
  });

  it('speaks the chosen language', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByRole('link').textContent).toBe('Back to home');
    cleanup();
    await setLocale('kn');
    await loadAreas('common');
    await show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ಪುಟ ಸಿಗಲಿಲ್ಲ');
    expect(screen.getByText('ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಇಲ್ಲ, ಅಥವಾ ಬೇರೆ ಕಡೆಗೆ ಹೋಗಿದೆ.')).toBeTruthy();
    expect(screen.getByRole('link').textContent).toBe('ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ');
  });
});
