"use client";

import dynamic from "next/dynamic";
import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { Tooltip } from "@/components/ui/tooltip.client";
import { useLauncherShown } from "./use-launcher-shown";

// The panel's code loads only when the visitor first opens the chat.
const ChatPanel = dynamic(() => import("./chat-panel.client").then((m) => m.ChatPanel), { ssr: false });

/** The floating chat button (a red dot while closed, pulsing twice when it appears), shown after 1 s or 200 px of
 *  scroll and kept visible; the panel is loaded on first open. */
export function ChatLauncher({ contactEmail }: { contactEmail: string }) {
  const shown = useLauncherShown();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Closed from inside the panel: focus comes back to the launcher (on a phone it is shown again only now).
  useEffect(() => {
    if (!open && refocus.current) button.current?.focus();
    refocus.current = false;
  }, [open]);
  return (
    <>
      {opened ? (
        <ChatPanel
          open={open}
          onClose={() => {
            refocus.current = true;
            setOpen(false);
          }}
          contactEmail={contactEmail}
        />
      ) : null}
      <Tooltip label={open ? "Close chat" : "Open chat"}>
        <button
          ref={button}
          type="button"
          aria-label={open ? "Close chat" : "Open chat"}
          aria-expanded={open}
          data-testid="chat-button"
          data-shown={shown}
          inert={!shown}
          onClick={() => {
            setOpened(true);
            setOpen((o) => !o);
          }}
          className={cn(
            "fixed z-50 grid place-items-center rounded-full bg-gradient-brand text-white shadow-xl shadow-blue/30",
            // phones: a smaller button tucked into the corner (safe area included), so it covers less of a card's text
            "right-[max(0.75rem,env(safe-area-inset-right))] bottom-[max(0.75rem,env(safe-area-inset-bottom))] size-12 sm:right-5 sm:bottom-5 sm:size-14",
            "transition-[opacity,translate,scale,visibility] duration-300 hover:scale-105 motion-reduce:transition-none",
            shown ? "visible opacity-100" : "invisible translate-y-4 opacity-0",
            // on a phone the open chat is a full-screen sheet with its own Close
            open && "max-sm:hidden",
          )}
        >
          <Icon name="MessageCircle" className="size-6" />
          {!open ? (
            <span
              data-testid="chat-dot"
              className={cn(
                "absolute top-0.5 right-0.5 size-3.5 rounded-full border-2 border-background bg-red-500",
                shown && "animate-pulse-dot-brief",
              )}
            />
          ) : null}
        </button>
      </Tooltip>
    </>
  );
}
