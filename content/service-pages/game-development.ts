import type { ServicePage, TechCategory } from "./types";
import { deliveryProcess, getStarted, viewPortfolio, whyChoose } from "./shared";

/** The game stack, also used by the combined games and immersive page. */
export const gameStack: TechCategory[] = [
  { title: "Game Engines", icon: "Gamepad2", items: ["Unity", "Unreal Engine 5", "Godot"] },
  { title: "Programming", icon: "Code2", items: ["C#", "C++", "Blueprints", "Lua"] },
  { title: "Graphics and Shaders", icon: "Palette", items: ["HLSL", "Shader Graph", "URP / HDRP", "Niagara"] },
  { title: "3D and Animation", icon: "PenTool", items: ["Blender", "Maya", "ZBrush", "Spine"] },
  { title: "Multiplayer", icon: "Network", items: ["Photon Fusion", "Mirror", "Nakama", "Dedicated servers"] },
  { title: "Backend and LiveOps", icon: "Cloud", items: ["PlayFab", "Firebase", "AWS GameLift"] },
  { title: "Platforms", icon: "Monitor", items: ["iOS", "Android", "Steam", "PlayStation", "Xbox", "WebGL"] },
  {
    title: "Monetisation and Analytics",
    icon: "BarChart3",
    items: ["In-app purchases", "AdMob", "GameAnalytics", "Remote Config"],
  },
];

export const gameDevelopmentPage: ServicePage = {
  route: "/game-development",
  serviceCardId: "game-development",
  accent: "pink",
  meta: {
    title: "Game Development",
    description:
      "Mobile, PC and console game development in Unity and Unreal — from prototype and art to multiplayer, LiveOps and launch.",
  },
  hero: {
    eyebrow: "Game Development",
    title: "Games players finish —",
    highlight: "and come back to.",
    description:
      "Mobile, PC and console games built in Unity and Unreal by designers, artists and engineers who play what they make, with LiveOps planned before launch.",
    actions: [getStarted("game-development-hero", "Start Your Game"), viewPortfolio],
  },
  sections: [
    {
      kind: "stack",
      id: "tech-stack",
      eyebrow: "Technology",
      title: "Eight disciplines, one studio",
      groups: gameStack,
    },
    whyChoose("why-choose", "Why studios and brands choose us for games"),
    deliveryProcess("process", "Our five-phase game production process"),
    {
      kind: "cta",
      id: "cta",
      title: "Let's make your game",
      intro:
        "Share your concept or your half-finished build; we will propose a prototype milestone you can play in six weeks.",
      actions: [getStarted("game-development-cta", "Pitch Us Your Game"), viewPortfolio],
    },
  ],
};
