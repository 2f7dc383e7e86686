// @vitest-environment jsdom
import { act, Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Fresh copies of the language modules: the test setup has loaded every English area into its own.
let isAreaLoaded: typeof import('./i18n').isAreaLoaded;
let useFormText: typeof import('./form-text').useFormText;
beforeAll(async () => {
  vi.resetModules();
  ({ isAreaLoaded } = await import('./i18n'));
  ({ useFormText } = await import('./form-text'));
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Waits for its words (useT, then the English index), then has a hook of its own: the shape of every form. */
function Form() {
  const word = useFormText();
  const [message] = useState('Duration must be at most 1440 minutes');
  return <p>{word(message)}</p>;
}

/** Renders in a concurrent (transition) render, as the app's hydration and data arrivals are; returns the recoverable errors React reported. */
async function renderConcurrently(element: React.ReactNode): Promise<{ errors: unknown[]; text: string }> {
  const container = document.createElement('div');
  const errors: unknown[] = [];
  const root = createRoot(container, { onRecoverableError: (error) => errors.push((error as Error).cause ?? error) });
  // React's development build names the mistake too ("did not call use() when it finished").
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
  try {
    await act(async () => {
      startTransition(() => root.render(<Suspense fallback="loading">{element}</Suspense>));
    });
    for (let i = 0; i < 50 && container.textContent === 'loading'; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
    return { errors, text: container.textContent ?? '' };
  } finally {
    consoleError.mockRestore();
    act(() => root.unmount());
  }
}

describe('a component waiting for its words', () => {
  it('renders once they arrive, keeping the hooks after the wait (no recoverable error: React #467 under #520)', async () => {
    expect(isAreaLoaded('en', 'forms')).toBe(false);
    const { errors, text } = await renderConcurrently(<Form />);
    expect(errors).toEqual([]);
    expect(text).toBe('Duration must be at most 1440 minutes');
  });
});
