import type { ReactNode } from "react";
import { Header } from "@/components/site/header/header";
import { Footer } from "@/components/site/footer/footer";
import { SkipLink } from "@/components/site/skip-link";
import { ChatLauncher } from "@/components/site/chat/chat-launcher.client";
import { SearchParamsWatcher } from "@/components/ui/search-params-watcher.client";
import { InsightBeacon } from "@/components/site/insight/insight-beacon.client";
import { getSiteSettings } from "@/lib/settings/queries";

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="min-h-[70vh]">
        {children}
      </main>
      <Footer />
      <ChatLauncher contactEmail={settings.email} />
      <SearchParamsWatcher />
      <InsightBeacon />
    </>
  );
}
