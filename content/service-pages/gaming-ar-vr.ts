import type { ServicePage } from "./types";
import { gameStack } from "./game-development";
import { deliveryProcess, getStarted, viewPortfolio, whyChoose } from "./shared";

export const gamingArVrPage: ServicePage = {
  route: "/gaming-ar-vr",
  accent: "purple",
  heroImage: "/images/services/gaming-ar-vr.webp",
  showcase: {
    title: "One build, every headset and screen",
    description:
      "Game designers and XR engineers share one project: a level tuned in play mode ships to Quest, Vision Pro, console, phones and the browser, each build tested at its target frame rate.",
    features: [
      "Unity and Unreal projects with per-platform build pipelines",
      "90 fps comfort budgets on standalone headsets",
      "Hand tracking, passthrough and 6DoF input",
      "Store, console and WebXR submissions handled",
    ],
    image: "/images/services/gaming-ar-vr-bg.webp",
  },
  meta: {
    title: "Gaming & AR/VR",
    description:
      "Games and immersive experiences from one studio: mobile and console games, VR titles, AR activations and WebXR, built in Unity and Unreal.",
  },
  hero: {
    eyebrow: "Gaming & AR/VR",
    title: "Where games meet",
    highlight: "immersive worlds.",
    description:
      "One studio for play and presence: the game designers who build our mobile and console titles work beside the XR engineers who build for Quest, Vision Pro and the browser.",
    actions: [getStarted("gaming-ar-vr-hero", "Start Your Project"), viewPortfolio],
  },
  sections: [
    {
      kind: "features",
      id: "offerings",
      eyebrow: "What we make",
      title: "Games and immersive experiences",
      items: [
        {
          icon: "Gamepad2",
          title: "Mobile games",
          description: "Casual to mid-core titles with tuned economies, LiveOps and store-ready polish.",
        },
        {
          icon: "Monitor",
          title: "PC and console games",
          description: "Unreal and Unity productions for Steam, PlayStation and Xbox.",
        },
        {
          icon: "Glasses",
          title: "VR games and simulations",
          description: "Comfortable, physical VR for Meta Quest, SteamVR and Apple Vision Pro.",
        },
        {
          icon: "Smartphone",
          title: "AR experiences",
          description: "Location-based play, brand activations and AR filters that people share.",
        },
        {
          icon: "Globe",
          title: "WebXR and 3D web",
          description: "Instant experiences in the browser — no install, no app store.",
        },
        {
          icon: "Users",
          title: "Multiplayer and social",
          description: "Real-time sessions, matchmaking and voice for shared worlds.",
        },
      ],
    },
    { kind: "stack", id: "tech-stack", eyebrow: "Technology", title: "The tools behind our worlds", groups: gameStack },
    whyChoose("why-choose", "Why choose us for games and XR"),
    deliveryProcess("process", "Our five-phase production process"),
    {
      kind: "cta",
      id: "cta",
      title: "Build something people want to play",
      intro: "From a six-week prototype to a full launch — tell us what you are imagining.",
      actions: [getStarted("gaming-ar-vr-cta", "Book a Scoping Session"), viewPortfolio],
    },
  ],
};
