"use client";

import { Icon } from "@/components/ui/icon";
import { m } from "motion/react";
import { useEffect, useRef, useState } from "react";
import { MotionProvider } from "@/components/ui/motion.client";
import { cn } from "@/lib/utils";
import { QUICK_REPLIES } from "./chat-script";
import { useChat } from "./use-chat";

/** Each new message rises into place (with reduced motion: at once, components/ui/motion.client.tsx). */
const ENTER = {
  initial: { opacity: 0, y: 8 },
  animate: { opacity: 1, y: 0 },
  transition: { duration: 0.2, ease: "easeOut" },
} as const;

/** The panel grows out of the launcher's corner and shrinks back into it. */
const PANEL = {
  shown: { opacity: 1, scale: 1, y: 0, transition: { duration: 0.22, ease: [0.2, 0.7, 0.2, 1] } },
  gone: { opacity: 0, scale: 0.94, y: 16, transition: { duration: 0.16, ease: "easeIn" } },
} as const;

/** Below Tailwind's `sm`: the width at which the panel is a full-screen sheet. */
const PHONE = "(max-width: 639.98px)";

/** The chat panel "Chat Support", loaded on first open (motion comes with it, never with the page). */
export function ChatPanel(props: { open: boolean; onClose: () => void; contactEmail: string }) {
  return (
    <MotionProvider>
      <Panel {...props} />
    </MotionProvider>
  );
}

function Panel({ open, onClose, contactEmail }: { open: boolean; onClose: () => void; contactEmail: string }) {
  const { messages, answering, quickReply, send } = useChat(contactEmail);
  const [draft, setDraft] = useState("");
  const list = useRef<HTMLOListElement>(null);
  // Closing plays the exit, then hides the panel; it stays mounted, so the conversation survives a reopen.
  const [exited, setExited] = useState(false);
  if (open && exited) setExited(false);

  const close = useRef<HTMLButtonElement>(null);
  // On a phone the sheet covers the launcher, so focus moves into it (to Close, which keeps the keyboard down).
  useEffect(() => {
    if (open && window.matchMedia(PHONE).matches) close.current?.focus();
  }, [open]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages, answering]);

  return (
    <m.section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open && exited}
      inert={!open}
      variants={PANEL}
      initial="gone"
      animate={open ? "shown" : "gone"}
      onAnimationComplete={(definition) => {
        if (definition === "gone") setExited(true);
      }}
      className={cn(
        "fixed inset-0 z-50 flex origin-bottom-right flex-col overflow-hidden bg-background",
        // phones: an opaque full-screen sheet (safe areas kept clear); wider screens: a glass panel above the launcher
        "pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]",
        "sm:glass sm:inset-auto sm:right-5 sm:bottom-24 sm:h-[min(34rem,calc(100svh-8rem))] sm:w-[min(24rem,calc(100vw-2.5rem))] sm:rounded-card sm:p-0 sm:shadow-2xl",
      )}
    >
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <span className="grid size-9 place-items-center rounded-full bg-gradient-brand text-white">
          <Icon name="Bot" className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id="chat-title" className="text-base font-semibold">
            Chat Support
          </h2>
          <p className="text-xs text-muted">We&apos;re here to help!</p>
        </div>
        <button
          ref={close}
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="grid size-10 place-items-center rounded-full text-muted hover:bg-surface-2"
        >
          <Icon name="X" className="size-5" />
        </button>
      </header>
      <ol ref={list} aria-live="polite" className="flex-1 space-y-3 overscroll-contain overflow-y-auto p-4">
        {messages.map((message) => (
          <m.li
            key={message.id}
            {...ENTER}
            data-testid={message.isBot ? "bot-message" : "visitor-message"}
            className={cn(
              "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line",
              message.isBot ? "bg-surface-2" : "ml-auto bg-gradient-brand text-white",
            )}
          >
            {message.text}
          </m.li>
        ))}
        {answering ? (
          <m.li
            {...ENTER}
            data-testid="typing"
            aria-label="Typing"
            className="w-14 rounded-2xl bg-surface-2 px-3.5 py-2.5 text-sm"
          >
            •••
          </m.li>
        ) : null}
      </ol>
      {!answering ? (
        <div data-testid="quick-replies" className="flex flex-wrap gap-2 px-4 pb-3">
          {QUICK_REPLIES.map((q) => (
            <button
              key={q.id}
              type="button"
              onClick={() => quickReply(q.id, q.text)}
              className="rounded-pill border border-border bg-surface px-3 py-1.5 text-xs font-medium hover:border-cyan"
            >
              {q.text}
            </button>
          ))}
        </div>
      ) : null}
      <form
        className="flex gap-2 border-t border-border p-3"
        onSubmit={(e) => {
          e.preventDefault();
          send(draft);
          setDraft("");
        }}
      >
        <input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-label="Type your message"
          placeholder="Type your message…"
          className="min-w-0 flex-1 rounded-pill border border-border bg-background px-4 text-sm outline-none focus:border-cyan"
        />
        <button
          type="submit"
          aria-label="Send message"
          className="grid size-10 place-items-center rounded-full bg-gradient-brand text-white"
        >
          <Icon name="Send" className="size-4" />
        </button>
      </form>
    </m.section>
  );
}
