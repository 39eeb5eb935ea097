import type { ReactNode } from "react";
import { Header } from "@/components/site/header/header";
import { Footer } from "@/components/site/footer/footer";
import { SkipLink } from "@/components/site/skip-link";
import { ChatLauncher } from "@/components/site/chat/chat-launcher";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="min-h-[70vh]">{children}</main>
      <Footer />
      <ChatLauncher />
    </>
  );
}
