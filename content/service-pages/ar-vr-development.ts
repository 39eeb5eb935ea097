import type { ServicePage } from "./types";
import { getStarted, viewPortfolio } from "./shared";

export const arVrPage: ServicePage = {
  route: "/ar-vr-development",
  serviceCardId: "ar-vr-development",
  accent: "purple",
  meta: {
    title: "AR/VR Development",
    description:
      "Augmented and virtual reality apps for training, retail, real estate and industry — built for Apple Vision Pro, Meta Quest, mobile AR and WebXR.",
  },
  hero: {
    eyebrow: "AR/VR Development",
    title: "Immersive experiences that",
    highlight: "teach, sell and delight.",
    description:
      "Training simulations, product visualisers and virtual showrooms for headsets, phones and the browser — built by a team that ships real-time 3D every week.",
    actions: [getStarted("ar-vr-hero", "Start Your XR Project"), viewPortfolio],
  },
  sections: [
    {
      kind: "features",
      id: "solutions",
      eyebrow: "Solutions",
      title: "Four kinds of XR we build",
      columns: 2,
      items: [
        {
          icon: "Glasses",
          title: "Virtual reality training",
          description: "Safe, repeatable simulations for high-risk or high-cost tasks, with scoring and LMS reporting.",
        },
        {
          icon: "Smartphone",
          title: "Augmented reality commerce",
          description: "Try-on and place-in-room experiences that cut returns and lift conversion.",
        },
        {
          icon: "Boxes",
          title: "Virtual showrooms and tours",
          description: "Properties, factories and products explored at full scale, with a sales rep in the room.",
        },
        {
          icon: "Cpu",
          title: "Industrial and field AR",
          description: "Step-by-step work instructions and remote expert help overlaid on real equipment.",
        },
      ],
    },
    {
      kind: "stack",
      id: "tech-stack",
      eyebrow: "Technology",
      title: "Engines, platforms and tools",
      groups: [
        { title: "Engines", icon: "Gamepad2", items: ["Unity", "Unreal Engine 5", "Godot"] },
        { title: "AR Frameworks", icon: "Smartphone", items: ["ARKit", "ARCore", "8th Wall", "Vuforia"] },
        { title: "VR Platforms", icon: "Glasses", items: ["Meta Quest", "Apple Vision Pro", "SteamVR", "Pico"] },
        { title: "WebXR", icon: "Globe", items: ["Three.js", "Babylon.js", "React Three Fiber"] },
        { title: "3D Content", icon: "PenTool", items: ["Blender", "Substance 3D", "Photogrammetry"] },
        { title: "Backend and Multiplayer", icon: "Network", items: ["Photon", "Normcore", "Node.js", "PlayFab"] },
        { title: "Interaction", icon: "Wand2", items: ["Hand tracking", "Eye tracking", "Spatial audio"] },
        { title: "Analytics", icon: "BarChart3", items: ["Session heatmaps", "xAPI / SCORM", "Unity Analytics"] },
      ],
    },
    {
      kind: "reasons",
      id: "reasons",
      eyebrow: "Why us",
      title: "Five reasons to build XR with us",
      reasons: [
        {
          title: "Comfort first",
          description: "90 fps targets, motion-sickness testing and accessibility options on every build.",
        },
        {
          title: "Cross-device from one codebase",
          description: "Headset, phone and browser versions planned together, not bolted on.",
        },
        {
          title: "Real-time 3D artists in-house",
          description: "Optimised models and textures made by the same team that writes the code.",
        },
        {
          title: "Measurable outcomes",
          description: "Training scores, dwell time and conversion tracked from the first pilot.",
        },
        { title: "Enterprise ready", description: "MDM deployment, SSO and offline modes for fleets of devices." },
      ],
    },
    {
      kind: "process",
      id: "lifecycle",
      eyebrow: "Lifecycle",
      title: "Our 12-phase XR development lifecycle",
      steps: [
        { title: "Discovery", description: "Goals, audience, devices and the success metric for the pilot." },
        { title: "Concept", description: "Storyboards and interaction concepts for the key moments." },
        { title: "Technical feasibility", description: "Spikes on tracking, performance and device limits." },
        { title: "Experience design", description: "Spatial UX, comfort settings and accessibility plan." },
        { title: "3D asset production", description: "Modelling, texturing and optimisation to polygon budgets." },
        { title: "Prototype", description: "A playable grey-box build in users' hands within weeks." },
        { title: "User testing", description: "Observed sessions with comfort and task-success scoring." },
        { title: "Production", description: "Full content, interactions, audio and localisation." },
        { title: "Integration", description: "LMS, CRM, analytics and back-end services connected." },
        { title: "Optimisation", description: "Frame-rate, load-time and battery tuning per device." },
        { title: "Launch", description: "Store submission or enterprise device roll-out." },
        { title: "Support and iteration", description: "Updates, new content and analytics reviews after launch." },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Put your idea in a headset",
      intro: "Start with a four-week pilot: one scenario, one device, measurable results.",
      actions: [getStarted("ar-vr-cta", "Plan a Pilot"), viewPortfolio],
    },
  ],
};
