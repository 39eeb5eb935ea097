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

/** The home page: hero, about, services, products, portfolio, why us, FAQ and contact, in that order. */
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
