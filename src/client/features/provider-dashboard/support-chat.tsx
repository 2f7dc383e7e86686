import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChatComposer, useScriptedChat, type ChatMessage } from '../../components/scripted-chat';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { CloseButton } from '../../components/ui/close-button';
import { useT } from '../../i18n/use-t';
import { usePricing, useSettings } from '../../data/hooks/use-admin';
import { DEFAULT_PRICING, DEFAULT_SETTINGS } from '../../../shared/schemas/admin';
import { fileSupportTicket } from '../../data/mutations/support-mutations';
import { chatGreeting, providerChatFigures, providerChatReply, providerTopic, type ProviderChatFigures } from './support-chat-replies';

const TYPING_MS = 1000;

/** An answer keeps its question (null: the greeting) and is worded as shown, in the current language, with the figures of now. */
const shownText = (m: ChatMessage<string | null>, figures: ProviderChatFigures) =>
  m.from === 'user' ? m.text : m.answer === null ? chatGreeting() : providerChatReply(m.answer, figures);
/** An answer keeps its question; a complaint also goes to the team as a support ticket (kept for later when offline). */
const keepQuestion = (question: string): string | null => {
  if (providerTopic(question) === 'complaint') void fileSupportTicket(question);
  return question;
};

/**
 * The provider support chat: scripted answers after a one-second typing pause. Its button sits in
 * the page (nothing floats over the job cards and their buttons); the open chat is a panel at the
 * bottom right of the screen, across the bottom on a phone, closed with its own button.
 */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  const t = useT('chat');
  const chat = useScriptedChat<string | null>({ greeting: null, answer: keepQuestion, typingMs: TYPING_MS });
  const { messages, typing } = chat;
  const panelId = useId();
  // The pricing and settings the dashboard pulls (screen-manifest.ts); their defaults until then.
  const pricing = usePricing()?.pricing ?? DEFAULT_PRICING;
  const settings = useSettings()?.settings ?? DEFAULT_SETTINGS;
  const figures = providerChatFigures(pricing, settings);

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
              <ol ref={(el) => void (chat.scrollRef.current = el)} className="flex-1 space-y-2 overflow-y-auto p-3" aria-live="polite" aria-label={t('chat.messages')}>
                {messages.map((m) => (
                  <li key={m.id} className={cn('flex', m.from === 'user' ? 'justify-end' : 'justify-start')}>
                    <p
                      className={cn(
                        'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
                        m.from === 'user' ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
                      )}
                    >
                      <span className="sr-only">{t(m.from === 'user' ? 'chat.you' : 'chat.support')}</span>
                      {shownText(m, figures)}
                    </p>
                  </li>
                ))}
                {typing ? (
                  <li className="flex justify-start" data-testid="chat-typing">
                    <p className="rounded-2xl bg-slate-100 px-3 py-2 text-sm text-slate-600">{t('chat.typing')}</p>
                  </li>
                ) : null}
              </ol>
              <ChatComposer
                composer={chat.composer}
                look={{
                  formClassName: 'flex items-end gap-2 border-t border-slate-200 p-3',
                  textareaClassName: 'max-h-24 min-h-10',
                  rows: 1,
                  label: t('chat.input'),
                  placeholder: t('chat.placeholder'),
                  sendLabel: t('chat.send'),
                }}
              />
            </section>,
            document.body,
          )
        : null}
    </>
  );
}
