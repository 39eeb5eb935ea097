import type { Metadata } from "next";
import { About } from "@/components/site/home/about";
import { Contact } from "@/components/site/home/contact";
import { Faq } from "@/components/site/home/faq";
import { Hero } from "@/components/site/home/hero";
import { Portfolio } from "@/components/site/home/portfolio";
import { Products } from "@/components/site/home/products";
import { RevealObserver } from "@/components/site/home/reveal-observer.client";
import { ServicesSection } from "@/components/site/home/services-section";
import { WhyUs } from "@/components/site/home/why-us";
import "@/components/site/home/reveal.css";

export const metadata: Metadata = { alternates: { canonical: "/" } };

/** The home page: its sections in the spec's order (spec 000 §1). */
export default function HomePage() {
  return (
    <>
      <Hero />
      <About />
      <ServicesSection />
      <Products />
      <Portfolio />
      <WhyUs />
      <Faq />
      <Contact />
      <RevealObserver />
    </>
  );
}
