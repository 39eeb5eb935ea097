"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { emailIn } from "@/lib/leads/form";
import { saveChatLead } from "@/lib/leads/save-chat-lead";
import { currentVisitId } from "@/lib/insight/visit";
import { scrollToSection } from "../header/use-section-nav";
import {
  botAnswers,
  BOT_REPLY_DELAY_MS,
  FOLLOW_UP_DELAY_MS,
  START_STEPS,
  THANKS,
  WEB_PROJECTS_HREF,
  WELCOME,
  type ChatMessage,
  type QuickReplyId,
} from "./chat-script";

/** The scripted conversation: bot replies after 400 ms, follow-ups 500 ms later; a "talk to a human"
 *  conversation that leaves an e-mail address is stored as a Lead. */
export function useChat(contactEmail: string) {
  const answers = botAnswers(contactEmail);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [answering, setAnswering] = useState(false);
  const wantsHuman = useRef(false);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const router = useRouter();
  const pathname = usePathname();

  const add = (text: string, isBot: boolean) =>
    setMessages((list) => [...list, { id: nextId.current++, text, isBot, timestamp: Date.now() }]);
  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  useEffect(() => {
    add(WELCOME, true);
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const goToContact = () => {
    if (pathname === "/") scrollToSection("contact");
    else router.push("/#contact");
  };

  const reply = (text: string, followUp?: () => void) => {
    setAnswering(true);
    later(BOT_REPLY_DELAY_MS, () => {
      add(text, true);
      setAnswering(false);
      if (followUp) later(FOLLOW_UP_DELAY_MS, followUp);
    });
  };

  const quickReply = (id: QuickReplyId, label: string) => {
    add(label, false);
    if (id === "web") reply(answers.web, () => router.push(WEB_PROJECTS_HREF));
    if (id === "human") {
      wantsHuman.current = true;
      reply(answers.human, goToContact);
    }
    if (id === "start") reply(answers.start, () => add(START_STEPS, true));
  };

  const send = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    add(trimmed, false);
    const email = emailIn(trimmed);
    if (wantsHuman.current && email) {
      const transcript = [
        ...messages.map((m) => `${m.isBot ? "Bot" : "Visitor"}: ${m.text}`),
        `Visitor: ${trimmed}`,
      ].join("\n");
      void saveChatLead({ email, transcript: transcript.slice(-5000), page: pathname, visit: currentVisitId() });
    }
    reply(THANKS);
  };

  return { messages, answering, quickReply, send };
}
