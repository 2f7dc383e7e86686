import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { Textarea } from './ui/textarea';
import { useTypedBeforeLive } from './use-typed-before-live';

/**
 * A scripted support chat's conversation: the person's words as typed, and the assistant's
 * answers. What an answer stores is the chat's own (`A`): the customer's chat keeps the words it
 * worked out from the data of that moment, the provider's keeps the question so the words follow
 * the language.
 */
export type ChatMessage<A> = { id: number; from: 'user'; text: string } | { id: number; from: 'bot'; answer: A };

export interface ScriptedChat<A> {
  messages: ChatMessage<A>[];
  typing: boolean;
  /** Puts a question as if typed (ignored while the assistant is still answering). */
  ask: (text: string) => void;
  composer: { draft: string; setDraft: (text: string) => void; canSend: boolean; send: () => void };
  /** The element the newest message is scrolled into. */
  scrollRef: RefObject<HTMLElement | null>;
}

/**
 * The conversation of a scripted chat: `greeting` first; each question answered by `answer` after
 * `typingMs` of "typing", worked out when the answer shows.
 */
export function useScriptedChat<A>({ greeting, answer, typingMs }: { greeting: A; answer: (question: string) => A; typingMs: number }): ScriptedChat<A> {
  const [messages, setMessages] = useState<ChatMessage<A>[]>([{ id: 0, from: 'bot', answer: greeting }]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const timer = useRef<number | null>(null);
  const scrollRef = useRef<HTMLElement | null>(null);
  const answerRef = useRef(answer);
  answerRef.current = answer;

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, typing]);

  function ask(text: string) {
    if (timer.current !== null) return;
    setMessages((prev) => [...prev, { id: nextId.current++, from: 'user', text }]);
    setTyping(true);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setMessages((prev) => [...prev, { id: nextId.current++, from: 'bot', answer: answerRef.current(text) }]);
      setTyping(false);
    }, typingMs);
  }

  const canSend = draft.trim() !== '' && !typing;
  function send() {
    if (!canSend) return;
    ask(draft.trim());
    setDraft('');
  }
  return { messages, typing, ask, composer: { draft, setDraft, canSend, send }, scrollRef };
}

/** How a chat's message box and Send button look and are named. */
export interface ChatComposerLook {
  formClassName: string;
  textareaClassName: string;
  rows: number;
  label: string;
  placeholder: string;
  sendLabel: ReactNode;
  describedBy?: string;
}

/** The message box and Send button: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  composer,
  look,
  inputRef,
}: {
  composer: ScriptedChat<unknown>['composer'];
  look: ChatComposerLook;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const box = useRef<HTMLTextAreaElement | null>(null);
  useTypedBeforeLive(box, composer.setDraft);
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      composer.send();
    }
  }
  return (
    <form
      className={look.formClassName}
      onSubmit={(event) => {
        event.preventDefault();
        composer.send();
      }}
    >
      <Textarea
        ref={(el) => {
          box.current = el;
          if (inputRef) inputRef.current = el;
        }}
        rows={look.rows}
        value={composer.draft}
        onChange={(e) => composer.setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={look.placeholder}
        aria-label={look.label}
        aria-describedby={look.describedBy}
        className={cn('resize-none', look.textareaClassName)}
      />
      <Button type="submit" disabled={!composer.canSend}>
        {look.sendLabel}
      </Button>
    </form>
  );
}
