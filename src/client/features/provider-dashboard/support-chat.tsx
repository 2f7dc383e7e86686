import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../components/ui/cn';
import { CloseButton } from '../../components/ui/close-button';
import { useT } from '../../i18n/use-t';
import { chatGreeting, providerChatReply } from './support-chat-replies';

const TYPING_MS = 1000;

/** The person's words as typed; the assistant's answer to `question` (null: its greeting), worded as shown, in the current language. */
type ChatMessage = { id: number; from: 'user'; text: string } | { id: number; from: 'bot'; question: string | null };

const shownText = (m: ChatMessage) => (m.from === 'user' ? m.text : m.question === null ? chatGreeting() : providerChatReply(m.question));

/**
 * The provider support chat: scripted answers after a one-second typing pause. Its button sits in
 * the page (nothing floats over the job cards and their buttons); the open chat is a panel at the
 * bottom right of the screen, across the bottom on a phone, closed with its own button.
 */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  const t = useT('chat');
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: 'bot', question: null }]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const nextId = useRef(1);
  const panelId = useId();

  useEffect(() => () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
  }, []);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages, typing]);

  const canSend = draft.trim() !== '' && !typing;

  function send() {
    if (!canSend) return;
    const text = draft.trim();
    setMessages((m) => [...m, { id: nextId.current++, from: 'user', text }]);
    setDraft('');
    setTyping(true);
    timer.current = window.setTimeout(() => {
      setMessages((m) => [...m, { id: nextId.current++, from: 'bot', question: text }]);
      setTyping(false);
      timer.current = null;
    }, TYPING_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" strokeLinejoin="round" />
        </svg>
        {t(open ? 'chat.close' : 'chat.open')}
      </Button>
      {open
        ? createPortal(
            <section
              id={panelId}
              aria-label={t('chat.panel')}
              className="fixed inset-x-0 bottom-0 z-50 flex h-[min(28rem,calc(100dvh-4rem))] flex-col overflow-hidden rounded-t-xl border border-slate-200 bg-white shadow-xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[22rem] sm:rounded-xl"
            >
              <header className="flex items-center justify-between bg-brand-700 px-4 py-3 text-white">
                <h2 className="text-sm font-semibold">{t('chat.heading')}</h2>
                <CloseButton label={t('chat.closePanel')} onClick={() => setOpen(false)} className="h-8 w-8 rounded-md hover:bg-white/10" />
              </header>
              <ol ref={listRef} className="flex-1 space-y-2 overflow-y-auto p-3" aria-live="polite" aria-label={t('chat.messages')}>
                {messages.map((m) => (
                  <li key={m.id} className={cn('flex', m.from === 'user' ? 'justify-end' : 'justify-start')}>
                    <p
                      className={cn(
                        'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
                        m.from === 'user' ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
                      )}
                    >
                      <span className="sr-only">{t(m.from === 'user' ? 'chat.you' : 'chat.support')}</span>
                      {shownText(m)}
                    </p>
                  </li>
                ))}
                {typing ? (
                  <li className="flex justify-start" data-testid="chat-typing">
                    <p className="rounded-2xl bg-slate-100 px-3 py-2 text-sm text-slate-600">{t('chat.typing')}</p>
                  </li>
                ) : null}
              </ol>
              <form
                className="flex items-end gap-2 border-t border-slate-200 p-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  send();
                }}
              >
                <Textarea
                  rows={1}
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder={t('chat.placeholder')}
                  aria-label={t('chat.input')}
                  className="max-h-24 min-h-10 resize-none"
                />
                <Button type="submit" disabled={!canSend}>
                  {t('chat.send')}
                </Button>
              </form>
            </section>,
            document.body,
          )
        : null}
    </>
  );
}
