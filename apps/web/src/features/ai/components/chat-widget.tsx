import { CHAT } from '@arogya/contract/constants/ai';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import type { ChatLink, ChatMessage } from '@arogya/contract/schemas/ai';
import { CHAT_HISTORY_MAX } from '@arogya/contract/schemas/ai';
import { Bot, Loader2, MessageCircle, Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { useSendChatMessage } from '../api/send-chat-message';

type Shown = ChatMessage & { links?: ChatLink[]; emergency?: boolean; failed?: boolean };

/** Spec 01 §8: an error naming an API key is a configuration problem; anything else is trouble. */
export function chatErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error ?? '');
  return /api[\s_-]?key/i.test(text) ? MSG_PUBLIC.chatConfigError : MSG_PUBLIC.chatTrouble;
}

const now = () => new Date().toISOString();

function ChatLinks({ links }: { links: ChatLink[] }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {links.map((link) =>
        link.href.startsWith('/') ? (
          <Link
            key={link.href}
            to={link.href}
            className="rounded-full border border-teal-300 bg-white px-3 py-1 text-xs font-semibold text-teal-800 hover:bg-teal-50 dark:border-teal-700 dark:bg-slate-900 dark:text-teal-200"
          >
            {link.label}
          </Link>
        ) : (
          <a
            key={link.href}
            href={link.href}
            className="rounded-full border border-red-300 bg-white px-3 py-1 text-xs font-semibold text-red-800 hover:bg-red-50 dark:border-red-700 dark:bg-slate-900 dark:text-red-200"
          >
            {link.label}
          </a>
        ),
      )}
    </div>
  );
}

/**
 * The floating chat assistant of the home page (spec 01 §1, §3, §4, §5, §8, §9): closed or open, closing
 * with a 250 ms animation; an initial greeting; one message at a time, the input disabled while waiting;
 * at most 1000 characters; Enter sends, Shift+Enter breaks the line; the textarea grows to 128 px. The
 * server answers (no key in the browser). A signed-in person may ask to keep the conversation.
 */
export function ChatWidget() {
  const { user } = useAuthSession();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [draft, setDraft] = useState('');
  const [keep, setKeep] = useState(false);
  const [messages, setMessages] = useState<Shown[]>(() => [
    { from: 'bot', text: MSG_PUBLIC.chatGreeting, timestamp: now() },
  ]);
  const send = useSendChatMessage();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const keepId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  // The newest message stays in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the list changes
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, send.isPending]);

  // The textarea grows with its text up to 128 px, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resizes when the text changes
  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, CHAT.textareaMaxHeightPx)}px`;
  }, [draft, open]);

  function openChat() {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setClosing(false);
    setOpen(true);
    requestAnimationFrame(() => textareaRef.current?.focus());
  }

  function closeChat() {
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setClosing(false);
      openerRef.current?.focus();
    }, CHAT.closeAnimationMs);
  }

  async function submit() {
    const text = draft.trim();
    if (!text || text.length > CHAT.maxLength || send.isPending) return;
    const history = messages
      .filter((m) => !m.failed)
      .slice(-CHAT_HISTORY_MAX)
      .map(({ from, text: t }) => ({ from, text: t }));
    setMessages((list) => [...list, { from: 'user', text, timestamp: now() }]);
    setDraft('');
    try {
      const answer = await send.mutateAsync({ message: text, history, ...(user && keep && { keep: true }) });
      if (!answer.reply.trim()) throw new Error('empty reply');
      setMessages((list) => [
        ...list,
        {
          from: 'bot',
          text: answer.reply,
          timestamp: now(),
          ...(answer.links && { links: answer.links }),
          emergency: answer.emergency,
        },
      ]);
    } catch (error) {
      setMessages((list) => [
        ...list,
        { from: 'bot', text: chatErrorText(error), timestamp: now(), failed: true },
      ]);
    } finally {
      requestAnimationFrame(() => textareaRef.current?.focus());
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  if (!open) {
    return (
      <button
        ref={openerRef}
        type="button"
        onClick={openChat}
        aria-label={MSG_PUBLIC.chatOpen}
        className="fixed right-4 bottom-20 z-40 grid size-14 place-items-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 sm:right-6 sm:bottom-24 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </button>
    );
  }

  const tooLong = draft.trim().length > CHAT.maxLength;
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-modal="false"
      className={cn(
        'fixed inset-x-2 bottom-2 z-40 flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition-[opacity,transform] duration-[250ms] motion-reduce:transition-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-[36rem] sm:w-96 dark:border-slate-700 dark:bg-slate-900',
        closing ? 'translate-y-4 opacity-0' : 'translate-y-0 opacity-100',
      )}
      data-state={closing ? 'closing' : 'open'}
    >
      <header className="flex items-center justify-between gap-2 bg-teal-700 px-4 py-3 text-white dark:bg-teal-800">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Bot aria-hidden="true" className="size-5" />
          {MSG_PUBLIC.chatTitle}
        </h2>
        <button
          type="button"
          onClick={closeChat}
          aria-label={MSG_PUBLIC.chatClose}
          className="grid size-9 place-items-center rounded-full hover:bg-teal-800 dark:hover:bg-teal-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <ol
        ref={listRef}
        aria-live="polite"
        aria-label={MSG_PUBLIC.chatTitle}
        className="min-h-40 flex-1 space-y-3 overflow-y-auto px-4 py-3"
      >
        {messages.map((m) => (
          <li
            key={`${m.timestamp}-${m.from}-${m.text.slice(0, 16)}`}
            className={m.from === 'user' ? 'flex justify-end' : 'flex'}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
                m.from === 'user'
                  ? 'bg-teal-700 text-white dark:bg-teal-600'
                  : m.emergency
                    ? 'border border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100'
                    : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              {m.text}
              {m.links && m.links.length > 0 && <ChatLinks links={m.links} />}
            </div>
          </li>
        ))}
        {send.isPending && (
          <li className="flex">
            <span className="inline-flex items-center gap-2 rounded-2xl bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              <span className="sr-only">…</span>
            </span>
          </li>
        )}
      </ol>

      <form
        className="border-t border-slate-200 p-3 dark:border-slate-700"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex items-end gap-2">
          <textarea
            ref={textareaRef}
            rows={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={send.isPending}
            maxLength={CHAT.maxLength}
            placeholder={MSG_PUBLIC.chatPlaceholder}
            aria-label={MSG_PUBLIC.chatPlaceholder}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-teal-600 focus:outline-none disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
          />
          <button
            type="submit"
            disabled={send.isPending || !draft.trim() || tooLong}
            aria-label={MSG_PUBLIC.chatSend}
            className="grid size-11 shrink-0 place-items-center rounded-lg bg-teal-700 text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-teal-400 dark:text-slate-950"
          >
            <Send aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
          {user ? (
            <label htmlFor={keepId} className="inline-flex items-center gap-2">
              <input
                id={keepId}
                type="checkbox"
                checked={keep}
                onChange={(event) => setKeep(event.target.checked)}
                className="size-4 accent-teal-700"
              />
              {MSG_PUBLIC.chatKeep}
            </label>
          ) : (
            <span />
          )}
          <span aria-live="polite">
            {draft.length}/{CHAT.maxLength}
          </span>
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{MSG_PUBLIC.chatDisclaimer}</p>
      </form>
    </section>
  );
}
