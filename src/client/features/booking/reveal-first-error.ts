const CONTROLS = '[role="radio"]:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * After a refused submit: the first message brought into view and the control it is about
 * focused, so a phone user sees why nothing happened. A text field with an error takes focus by
 * itself (react-hook-form); the choices made with buttons (services, the time slot) are found
 * here — the control the message describes, else the first one of its section.
 */
export function revealFirstError(form: HTMLFormElement): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && form.contains(active) && active.getAttribute('aria-invalid') === 'true') return;
  const message = form.querySelector<HTMLElement>('[role="alert"]');
  if (!message) return;
  const section = message.closest<HTMLElement>('[data-form-section]') ?? form;
  const described = message.id ? section.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(message.id)}"]`) : null;
  const control = described?.matches(CONTROLS) ? described : (described?.querySelector<HTMLElement>(CONTROLS) ?? section.querySelector<HTMLElement>(CONTROLS));
  message.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/** Runs `revealFirstError` once the refused submit's messages are on screen. */
export function revealFirstErrorSoon(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => requestAnimationFrame(() => revealFirstError(form)));
}
