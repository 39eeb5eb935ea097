/** Copy of the home-page sections that is not a service, product, FAQ or office. */

import type { IconName } from "./types";

interface Pillar {
  title: string;
  text: string;
  icon: IconName;
}

export const hero = {
  headline: "Engineering the Future.",
  headlineAccent: "Today.",
  tagline:
    "We build games, autonomous AI agents and complete AI ecosystems — production software that thinks, talks and scales with your business.",
  values: [
    {
      title: "AI-Powered Solutions",
      text: "Agents, voice AI and automation that do real work, measured in hours saved.",
      icon: "Sparkles",
    },
    {
      title: "Full-Stack Expertise",
      text: "Web, SaaS, mobile and cloud engineered end to end by one senior team.",
      icon: "Layers",
    },
    {
      title: "Immersive Experiences",
      text: "Games, AR/VR and interfaces people choose to come back to.",
      icon: "Glasses",
    },
  ] satisfies Pillar[],
  video: { mp4: "/video/hero.mp4", webm: "/video/hero.webm", poster: "/video/hero-poster.webp" },
  /** Covers of built-in studio work shown in the desktop hero's right half (front one last). */
  showcase: [
    {
      image: "/images/projects/fitpulse-coaching-app/cover.webp",
      title: "FitPulse Coaching App",
      result: "58% 30-day retention",
    },
    {
      image: "/images/projects/ledgerly-finance-platform/cover.webp",
      title: "Ledgerly Finance Platform",
      result: "-78% reconciliation time",
    },
    {
      image: "/images/projects/medflow-patient-portal/cover.webp",
      title: "MedFlow Patient Portal",
      result: "+41% online bookings",
    },
  ],
};

export const about = {
  eyebrow: "About Kairo Labs",
  title: "A studio that ships what the demo promised",
  mission:
    "Our mission is to turn ambitious ideas into dependable software — AI that earns its place in the workflow, products that stay easy to change, and teams that understand the business before they write the first line of code.",
  principles: [
    {
      title: "Think First",
      text: "We start with the problem, the users and the numbers that define success.",
      icon: "Lightbulb",
    },
    {
      title: "Build Smart",
      text: "Proven architecture, automated tests and small releases you can see every sprint.",
      icon: "Hammer",
    },
    {
      title: "Innovate Always",
      text: "New models and tools are evaluated on your data, adopted only when they pay off.",
      icon: "Rocket",
    },
  ] satisfies Pillar[],
};

export const whyUs = {
  title: "Why teams choose Kairo Labs",
  intro:
    "Senior engineers, designers and AI specialists working as one product team — from the first workshop to scale.",
  cards: [
    {
      title: "Cross-functional, product-first teams",
      text: "Strategy, design, engineering and QA in one squad that owns outcomes, not tickets.",
      icon: "Users",
      color: "cyan",
    },
    {
      title: "Expertise across the stack",
      text: "AI, cloud, web, mobile and immersive tech under one roof, so nothing gets lost between vendors.",
      icon: "Cpu",
      color: "blue",
    },
    {
      title: "A proven track record",
      text: "Startups, agencies and scale-ups trust us with launches, rebuilds and AI roll-outs.",
      icon: "Trophy",
      color: "purple",
    },
    {
      title: "Design, develop, deploy, scale",
      text: "One partner from the first prototype to the millionth user, with support after launch.",
      icon: "Rocket",
      color: "green",
    },
  ],
} as const;

export const contactClaims = [
  { value: "15+", label: "Studio projects shipped" },
  { value: "56+", label: "Cities reached" },
  { value: "20+", label: "Core team members" },
  { value: "2024", label: "Building since" },
];

export const PORTFOLIO_TEXT = {
  title: "Our Latest Projects",
  error: "Failed to load portfolio data",
  empty: "No projects available at the moment. Please check back later.",
};
