import type { ServiceCard } from "../types";

/** "Experience" group: AR/VR, games and UI/UX design (with prices and timelines). */

export const arVrDevelopment: ServiceCard = {
  id: "ar-vr-development",
  title: "AR/VR Development",
  description:
    "Immersive AR and VR experiences for training, retail and product visualisation — on headsets, phones and the open web.",
  detailedDescription:
    "From WebAR product try-ons to full VR training simulations, we build spatial experiences that run smoothly on the hardware your audience actually owns. We optimise 3D assets for frame rate, design interactions that stay comfortable, and connect every session to your analytics and backend so it produces data you can use.",
  image: "/images/services/ar-vr-development.webp",
  backgroundImage: "/images/services/ar-vr-development-bg.webp",
  features: [
    "VR training and simulation",
    "AR product visualisation and virtual try-on",
    "WebXR experiences with no app install",
    "3D asset optimisation for a steady 72-90 fps",
    "Multi-user spatial collaboration",
    "Deployment to Meta Quest and Apple Vision Pro",
  ],
  technologies: ["Unity", "Unreal Engine", "WebXR", "Three.js", "ARKit", "ARCore", "OpenXR", "Blender"],
  startingPrice: "$12,000",
  timeline: "8-16 weeks",
  color: "purple",
  route: "/ar-vr-development",
  icon: "Glasses",
  group: "experience",
};

export const gameDevelopment: ServiceCard = {
  id: "game-development",
  title: "Game Development",
  description:
    "Mobile, PC and web games with tight game feel, live operations that scale and monetisation that respects players.",
  detailedDescription:
    "Our game team takes titles from prototype to live service: core-loop design, art direction, engineering, multiplayer backends and LiveOps. We prototype fast to find the fun, then build for performance across devices, with analytics, economy tuning and content pipelines that keep the game growing after launch.",
  image: "/images/services/game-development.webp",
  backgroundImage: "/images/services/game-development-bg.webp",
  features: [
    "Rapid prototyping and core-loop design",
    "2D and 3D art, animation and VFX",
    "Real-time multiplayer and matchmaking",
    "LiveOps, events and remote configuration",
    "Monetisation and in-game economy design",
    "Cross-platform builds for mobile, PC and web",
  ],
  technologies: ["Unity", "Unreal Engine", "Godot", "C#", "C++", "Photon", "PlayFab", "Blender"],
  startingPrice: "$20,000",
  timeline: "12-24 weeks",
  color: "pink",
  route: "/game-development",
  icon: "Gamepad2",
  group: "experience",
};

export const uiUxDesign: ServiceCard = {
  id: "ui-ux-design",
  title: "UI/UX Design",
  description:
    "Research-led product design: interfaces that are clear, accessible and ready for engineering on day one.",
  detailedDescription:
    "We start with users and the business goal, not with screens: interviews, journey mapping and information architecture, then wireframes, prototypes and usability tests. The result is a production-ready design system in Figma — tokens, components and specifications that our engineers, or yours, build from directly.",
  image: "/images/services/ui-ux-design.webp",
  backgroundImage: "/images/services/ui-ux-design-bg.webp",
  features: [
    "User research and usability testing",
    "Information architecture and user journeys",
    "Wireframes and interactive prototypes",
    "Design systems with tokens and components",
    "WCAG 2.2 AA accessibility reviews",
    "Developer handoff with specifications",
  ],
  technologies: ["Figma", "FigJam", "Framer", "Adobe Creative Cloud", "Maze", "Storybook"],
  startingPrice: "$7,000",
  timeline: "4-10 weeks",
  color: "cyan",
  route: "/ui-ux-design",
  icon: "PenTool",
  group: "experience",
};
