// The first view's bid form (ADR 111): a file of its own, loaded by the page the server writes a
// first view into (ADR 049), a few KiB with no React, router, data layer or zod. It makes each
// card's Place Bid open a bid dialog (the server's template, first-bid-template.tsx) and send the
// bid as the app does, before the app has arrived; a bid whose answer is not final is handed to
// the app (held-bids.ts), which sends it again under the same Idempotency-Key.
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_VIEW_OF_ATTRIBUTE } from '../../../shared/sync/first-answers';
import { formatAmount } from '../../../shared/pricing/money';
import { PLACE_BID_WRITE } from '../../data/mutations/bid-body';
import { HELD_BID_EVENT, handOverHeldBid, holdBid, releaseHeldBid, type HeldBid } from '../../data/mutations/held-bids';
import { jsonWrite, type WriteAnswer } from '../../sync/write-answer';
import { answerOutcome, checkFirstBid, firstBidBody, jobInAnswers, type FirstBidValues } from './first-bid-form';

const VIEW = `[${FIRST_VIEW_OF_ATTRIBUTE}]`;
const PLACE_BID = 'button[data-bid-booking]';

function start(): void {
  const view = document.querySelector<HTMLElement>(`${VIEW}[inert]`);
  const template = view?.querySelector<HTMLTemplateElement>('template[data-first-bid]');
  const providerId = view?.getAttribute(FIRST_VIEW_OF_ATTRIBUTE);
  if (!view || !template || !providerId) return;
  const texts = JSON.parse(template.dataset.texts ?? '{}') as Record<string, string>;
  const word = (id: string) => texts[id] ?? id;
  let answers: unknown = null;
  try {
    answers = JSON.parse(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent ?? 'null');
  } catch {
    answers = null;
  }

  // Every other control of the view stays harmless: only Place Bid works before the app.
  for (const control of view.querySelectorAll<HTMLElement>('button, input, select, textarea, summary, [role="button"], [role="tab"]')) {
    if (control.matches(PLACE_BID)) continue;
    if ('disabled' in control) (control as HTMLButtonElement).disabled = true;
    else control.inert = true;
  }

  const dialog = (template.content.firstElementChild as HTMLDialogElement).cloneNode(true) as HTMLDialogElement;
  const form = dialog.querySelector('form')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const refused = form.querySelector<HTMLElement>('[data-first-bid-refused]')!;
  const field = (name: keyof FirstBidValues) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  let open: { bookingId: string; button: HTMLButtonElement; job: HeldBid['job'] } | null = null;
  let sending = false;

  const showProblem = (name: keyof FirstBidValues, problem: string | undefined) => {
    const control = field(name);
    const error = form.querySelector<HTMLElement>(`#${control.id}-error`)!;
    error.textContent = problem ? word(problem) : '';
    error.hidden = !problem;
    if (problem) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    const hint = form.querySelector(`#${control.id}-hint`);
    const described = [hint?.id, problem ? error.id : undefined].filter(Boolean).join(' ');
    if (described) control.setAttribute('aria-describedby', described);
    else control.removeAttribute('aria-describedby');
  };
  const values = (): FirstBidValues => ({ bidAmount: field('bidAmount').value, estimatedDuration: field('estimatedDuration').value, message: field('message').value });
  const setSending = (on: boolean) => {
    sending = on;
    submit.disabled = on;
    submit.textContent = word(on ? 'dashboard.bid.sending' : 'dashboard.bid.submit');
  };
  const close = () => {
    if (!sending) dialog.close();
  };
  /** The card's note once its bid is placed or handed over; its Place Bid no longer opens the form. */
  const noteOnCard = (button: HTMLButtonElement, text: string) => {
    button.disabled = true;
    const note = document.createElement('p');
    note.className = 'rounded-lg bg-brand-50 p-3 text-sm text-brand-900';
    note.dataset.firstBidNote = '';
    note.textContent = text;
    button.parentElement?.before(note);
  };

  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(PLACE_BID);
    // Only the first view's cards (also as the app shows the view's HTML until its own list is read).
    if (!button || button.disabled || !button.closest(VIEW)) return;
    const bookingId = button.dataset.bidBooking!;
    const job = jobInAnswers(answers, bookingId) ?? { status: '', location: '', services: [] };
    open = { bookingId, button, job };
    form.reset();
    for (const name of ['bidAmount', 'estimatedDuration', 'message'] as const) showProblem(name, undefined);
    refused.hidden = true;
    dialog.querySelector('[data-first-bid-job]')!.textContent = [job.services.join(', '), job.location].filter(Boolean).join(' · ');
    dialog.showModal();
  });
  form.querySelector('[data-first-bid-cancel]')!.addEventListener('click', close);
  dialog.addEventListener('cancel', (event) => {
    if (sending) event.preventDefault();
  });
  // Checked as the app's form checks (on blur, then as typed once shown), and all at submit.
  for (const name of ['bidAmount', 'estimatedDuration', 'message'] as const) {
    const check = () => showProblem(name, checkFirstBid(values())[name]);
    field(name).addEventListener('blur', check);
    field(name).addEventListener('input', () => {
      if (field(name).hasAttribute('aria-invalid')) check();
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!open || sending) return;
    const problems = checkFirstBid(values());
    for (const name of ['bidAmount', 'estimatedDuration', 'message'] as const) showProblem(name, problems[name]);
    const first = (['bidAmount', 'estimatedDuration', 'message'] as const).find((name) => problems[name]);
    if (first) return field(first).focus();
    void send(open);
  });

  async function send(target: NonNullable<typeof open>): Promise<void> {
    const body = firstBidBody(target.bookingId, providerId!, values(), crypto.randomUUID());
    const key = crypto.randomUUID();
    // Kept before it goes: should the page close before the answer, the next start sends it again under its key.
    holdBid({ key, body, job: target.job, sendingIn: performance.timeOrigin });
    refused.hidden = true;
    setSending(true);
    const handOver = () => {
      handOverHeldBid(key);
      window.dispatchEvent(new Event(HELD_BID_EVENT));
      setSending(false);
      dialog.close();
      noteOnCard(target.button, `${word('dashboard.jobs.yourBid')} ${formatAmount(body.bidAmount)} ${word('dashboard.jobs.waitingToSync')}`);
    };
    let answer: WriteAnswer;
    try {
      answer = await jsonWrite({ ...PLACE_BID_WRITE, body, idempotencyKey: key, actingAs: providerId });
    } catch {
      return handOver();
    }
    const outcome = answerOutcome({ status: answer.status, retryAfter: answer.retryAfterMs !== null, queuedByWorker: answer.queuedByWorker });
    if (outcome === 'handOver') return handOver();
    releaseHeldBid(key);
    setSending(false);
    if (outcome === 'refused') {
      refused.textContent = answer.message;
      refused.hidden = false;
      return;
    }
    dialog.close();
    noteOnCard(target.button, `${word('dashboard.jobs.yourBid')} ${formatAmount(body.bidAmount)}`);
  }

  // Place Bid works now: the view is no longer a preview.
  view.removeAttribute('inert');
  document.body.append(dialog);
}

start();
