// Motion's feature bundle (animations, exit animations, hover/tap/focus): loaded by components/ui/motion.client.tsx
// in its own chunk, after hydration, so no page's first load carries it.
import { domAnimation } from "motion/react";

export default domAnimation;
