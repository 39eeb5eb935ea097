import type { ServicePage } from "./types";
import { getStarted, viewPortfolio } from "./shared";

export const mobileAppsPage: ServicePage = {
  route: "/mobile-apps",
  serviceCardId: "mobile-apps",
  accent: "purple",
  meta: {
    title: "Mobile App Development",
    description:
      "Native iOS, Android and cross-platform mobile apps — offline-first, secure and fast — designed, built and released to the stores by Kairo Labs.",
  },
  hero: {
    eyebrow: "Mobile Applications",
    title: "Mobile apps people keep on",
    highlight: "their home screen.",
    description:
      "Native and cross-platform apps for iOS and Android that work offline, start in under a second and pass store review the first time.",
    actions: [getStarted("mobile-apps-hero", "Start Your App"), viewPortfolio],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      eyebrow: "Features",
      title: "Built for the way people use their phones",
      items: [
        {
          title: "Offline-first data",
          description: "Local storage and background sync so the app works in a lift, on a plane or in a warehouse.",
          image: "/images/features/feature-07.webp",
        },
        {
          title: "Native performance",
          description: "60 fps lists, fast cold starts and small downloads, profiled on real mid-range devices.",
          image: "/images/features/feature-08.webp",
        },
        {
          title: "Push and in-app messaging",
          description: "Segmented, timed notifications and deep links that bring users back to the right screen.",
          image: "/images/features/feature-09.webp",
        },
        {
          title: "Secure by design",
          description:
            "Biometric login, encrypted storage, certificate pinning and jailbreak detection where it matters.",
          image: "/images/features/feature-10.webp",
        },
        {
          title: "Payments and subscriptions",
          description: "Apple Pay, Google Pay and in-app purchases with receipts validated on the server.",
          image: "/images/features/feature-11.webp",
        },
        {
          title: "Analytics and crash reporting",
          description: "Funnels, crash-free sessions and release health, so every update is measurably better.",
          image: "/images/features/feature-12.webp",
        },
      ],
    },
    {
      kind: "features",
      id: "platforms",
      eyebrow: "Platforms",
      title: "One team for every platform",
      columns: 3,
      items: [
        {
          icon: "Smartphone",
          title: "iOS",
          description: "Swift and SwiftUI apps that feel at home on iPhone, iPad and Apple Watch.",
          chips: ["Swift", "SwiftUI", "Core Data", "HealthKit", "StoreKit"],
        },
        {
          icon: "Smartphone",
          title: "Android",
          description: "Kotlin and Jetpack Compose apps tuned for the wide range of Android devices.",
          chips: ["Kotlin", "Jetpack Compose", "Room", "WorkManager", "Play Billing"],
        },
        {
          icon: "Layers",
          title: "Cross-Platform",
          description: "One codebase for both stores when time to market matters most.",
          chips: ["React Native", "Flutter", "Expo", "TypeScript", "Dart"],
        },
      ],
    },
    {
      kind: "stack",
      id: "tech-stack",
      eyebrow: "Technology",
      title: "The full mobile tech stack",
      groups: [
        { title: "iOS Native", icon: "Smartphone", items: ["Swift", "SwiftUI", "UIKit", "Combine"] },
        { title: "Android Native", icon: "Smartphone", items: ["Kotlin", "Jetpack Compose", "Coroutines", "Hilt"] },
        { title: "Cross-Platform", icon: "Layers", items: ["React Native", "Flutter", "Expo"] },
        { title: "State Management", icon: "Workflow", items: ["Redux Toolkit", "Zustand", "Riverpod", "Bloc"] },
        { title: "Backend", icon: "Code2", items: ["Node.js", "NestJS", "GraphQL", "Firebase"] },
        { title: "Databases", icon: "Database", items: ["PostgreSQL", "SQLite", "Realm", "Firestore"] },
        { title: "Cloud", icon: "Cloud", items: ["AWS Amplify", "Google Cloud", "Supabase"] },
        { title: "Payments", icon: "CreditCard", items: ["StoreKit 2", "Play Billing", "Stripe", "RevenueCat"] },
        { title: "Testing", icon: "ShieldCheck", items: ["XCTest", "Espresso", "Detox", "Maestro"] },
        { title: "CI/CD", icon: "Rocket", items: ["Fastlane", "GitHub Actions", "EAS Build", "Bitrise"] },
        { title: "Analytics", icon: "BarChart3", items: ["Firebase Analytics", "Amplitude", "Sentry", "Crashlytics"] },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Let's put your app in the store",
      intro:
        "Share your idea and target platforms; we will recommend native or cross-platform honestly, with a timeline and price.",
      actions: [getStarted("mobile-apps-cta", "Book a Scoping Session"), viewPortfolio],
    },
  ],
};
