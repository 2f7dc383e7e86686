import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import { useRatedProviders } from '../../data/hooks/booking-hooks';
import { usePricing, useSettings } from '../../data/hooks/use-admin';
import { DEFAULT_PRICING, DEFAULT_SETTINGS } from '../../../shared/schemas/admin';
import { useServices } from '../../data/hooks/use-catalog';
import { useBookingsForCustomer } from '../../data/hooks/use-bookings';
import { useSession } from '../../data/hooks/use-session';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { ChatComposer, useScriptedChat } from '../../components/scripted-chat';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { fileSupportTicket } from '../../data/mutations/support-mutations';
import { useT } from '../../i18n/use-t';
import { answerTo, chatFigures, chatGreeting, chatServices, type ChatContext } from './chat-replies';

/** How long the assistant "types" before it answers (spec: 1.5 s). */
export const TYPING_MS = 1500;

/** A question put to the chat from outside it (a quick action); `key` tells one asking from the next. */
export interface AskedQuestion {
  text: string;
  key: number;
}

/**
 * The scripted support assistant. It answers from what this device has stored, so it also works
 * offline. `asked` puts a question as if typed; `inputRef` lets the page focus the message box.
 */
export function SupportChat({ asked, inputRef }: { asked?: AskedQuestion; inputRef?: RefObject<HTMLTextAreaElement | null> }) {
  const t = useT('contact', 'common', 'catalogue');
  useSyncJobs(['customerBookings', 'activeProviders', 'services', 'pricing', 'settings']);
  const { user, onlinePayments } = useSession();
  const bookings = useBookingsForCustomer(user?.userType === 'customer' ? user.id : null);
  const providers = useRatedProviders();
  const services = useServices();
  const pricing = usePricing();
  const settings = useSettings();

  const context: ChatContext = useMemo(
    () => ({
      bookings: (bookings ?? []).map((b) => ({
        id: b.id,
        status: b.status,
        services: b.services,
        slotText: formatIstDateTime(b.scheduledTime),
        providerName: b.provider?.name ?? null,
      })),
      providers: providers ?? null,
      services: services && pricing ? chatServices(services, pricing.pricing) : [],
      figures: chatFigures(pricing?.pricing ?? DEFAULT_PRICING, settings?.settings ?? DEFAULT_SETTINGS),
      filesTickets: user?.userType === 'customer' || user?.userType === 'provider',
      onlinePayments,
    }),
    [bookings, providers, services, pricing, settings, user, onlinePayments],
  );
  // The reply is worked out when it shows, from the data as it is then; a complaint also goes to
  // the team as a support ticket (kept for later when offline).
  const answer = (question: string) => {
    const reply = answerTo(question, context);
    if (reply.topic === 'complaint' && context.filesTickets) void fileSupportTicket(question);
    return reply.text;
  };
  // The greeting (null) is worded as shown, in the language of the moment; an answer as it was given.
  const chat = useScriptedChat<string | null>({ greeting: null, answer, typingMs: TYPING_MS });
  const { messages, typing, ask } = chat;

  // A quick action's question, once each (put once the assistant has answered the last one).
  const askedKey = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!asked || asked.key === askedKey.current || typing) return;
    askedKey.current = asked.key;
    ask(asked.text);
  }, [asked, typing, ask]);

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2">{t('contact.chat.title')}</CardTitle>
        <CardDescription>{t('contact.chat.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div
          ref={(el) => void (chat.scrollRef.current = el)}
          role="log"
          aria-label={t('contact.chat.log')}
          aria-live="polite"
          tabIndex={0}
          className="flex h-64 flex-col gap-2 overflow-y-auto sm:h-80 rounded-lg border border-slate-200 bg-slate-50 p-3"
          data-testid="chat-log"
        >
          {messages.map((m) => (
            <div
              key={m.id}
              data-from={m.from}
              className={cn(
                'max-w-[85%] whitespace-pre-line rounded-2xl px-3 py-2 text-sm',
                m.from === 'user' ? 'self-end rounded-br-sm bg-brand-700 text-white' : 'self-start rounded-bl-sm border border-slate-200 bg-white text-slate-900',
              )}
            >
              <span className="sr-only">{t(m.from === 'user' ? 'contact.chat.you' : 'contact.chat.assistant')}</span>
              {m.from === 'user' ? m.text : (m.answer ?? chatGreeting())}
            </div>
          ))}
          {typing ? (
            <div className="self-start rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600" data-testid="typing">
              <span className="sr-only">{t('contact.chat.typing')}</span>
              <span aria-hidden="true" className="inline-flex gap-1">
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
              </span>
            </div>
          ) : null}
        </div>
        <ChatComposer
          composer={chat.composer}
          inputRef={inputRef}
          look={{
            formClassName: 'flex items-end gap-2',
            textareaClassName: 'min-h-11',
            rows: 2,
            label: t('contact.chat.input'),
            placeholder: t('contact.chat.placeholder'),
            sendLabel: t('contact.chat.send'),
            describedBy: 'chat-input-hint',
          }}
        />
        <p id="chat-input-hint" className="-mt-1 text-xs text-slate-500">
          {t('contact.chat.hint')}
        </p>
      </CardContent>
    </Card>
  );
}
