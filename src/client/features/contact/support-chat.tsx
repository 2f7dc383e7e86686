import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import { useRatedProviders } from '../../data/booking-hooks';
import { usePricing } from '../../data/use-admin';
import { useServices } from '../../data/use-catalog';
import { useBookingsForCustomer } from '../../data/use-bookings';
import { useSession } from '../../data/use-session';
import { useSyncJobs } from '../../data/use-sync-jobs';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Textarea } from '../../components/ui/textarea';
import { chatServices, replyTo, type ChatContext } from './chat-replies';

/** How long the assistant "types" before it answers (spec: 1.5 s). */
export const TYPING_MS = 1500;

interface Message {
  id: number;
  from: 'user' | 'bot';
  text: string;
}

const GREETING = "Hi! I'm here to help. Ask about your bookings (send a booking reference), prices, our top providers or cancellations.";

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
  useSyncJobs(['customerBookings', 'activeProviders', 'services', 'pricing']);
  const { user } = useSession();
  const bookings = useBookingsForCustomer(user?.userType === 'customer' ? user.id : null);
  const providers = useRatedProviders();
  const services = useServices();
  const pricing = usePricing();
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'bot', text: GREETING }]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);

  const context: ChatContext = useMemo(
    () => ({
      bookings: (bookings ?? []).map((b) => ({
        id: b.id,
        status: b.status,
        services: b.services,
        slotText: formatIstDateTime(b.scheduledTime),
        providerName: b.provider?.name ?? null,
      })),
      providers: providers ?? [],
      services: services && pricing ? chatServices(services, pricing.pricing) : [],
      gstPercent: pricing?.pricing.gstPercentage ?? 0,
    }),
    [bookings, providers, services, pricing],
  );
  // The reply is worked out when it is sent, from the data as it is then.
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages, typing]);

  useEffect(() => {
    if (!typing) return;
    const question = [...messages].reverse().find((m) => m.from === 'user');
    const timer = window.setTimeout(() => {
      setMessages((prev) => [...prev, { id: nextId.current++, from: 'bot', text: replyTo(question?.text ?? '', contextRef.current) }]);
      setTyping(false);
    }, TYPING_MS);
    return () => window.clearTimeout(timer);
  }, [typing, messages]);

  const canSend = draft.trim() !== '' && !typing;

  function ask(text: string) {
    setMessages((prev) => [...prev, { id: nextId.current++, from: 'user', text }]);
    setTyping(true);
  }

  function send() {
    if (!canSend) return;
    ask(draft.trim());
    setDraft('');
  }

  // A quick action's question, once each (ignored while the assistant is still answering).
  const askedKey = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!asked || asked.key === askedKey.current || typing) return;
    askedKey.current = asked.key;
    ask(asked.text);
  }, [asked, typing]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2">Support Chat</CardTitle>
        <CardDescription>Our assistant answers instantly, even offline.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div
          ref={logRef}
          role="log"
          aria-label="Chat messages"
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
              <span className="sr-only">{m.from === 'user' ? 'You: ' : 'Assistant: '}</span>
              {m.text}
            </div>
          ))}
          {typing ? (
            <div className="self-start rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600" data-testid="typing">
              <span className="sr-only">Assistant is typing</span>
              <span aria-hidden="true" className="inline-flex gap-1">
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
              </span>
            </div>
          ) : null}
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Textarea
            aria-label="Type your message"
            ref={inputRef}
            placeholder="Type your message…"
            aria-describedby="chat-input-hint"
            rows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            className="min-h-11 resize-none"
          />
          <Button type="submit" disabled={!canSend}>
            Send
          </Button>
        </form>
        <p id="chat-input-hint" className="-mt-1 text-xs text-slate-500">
          Enter sends; Shift+Enter starts a new line.
        </p>
      </CardContent>
    </Card>
  );
}
