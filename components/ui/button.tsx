import { cn } from "@/lib/utils";

type Variant = "primary" | "secondary" | "ghost" | "outline";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-pill font-medium whitespace-nowrap transition " +
  "duration-200 select-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<Variant, string> = {
  primary: "bg-gradient-brand text-white shadow-[0_8px_30px_-12px] shadow-blue/60 hover:shadow-[0_12px_34px_-10px] hover:-translate-y-px",
  secondary: "bg-foreground text-background hover:opacity-90 hover:-translate-y-px",
  outline: "border border-border bg-surface/60 text-foreground hover:border-foreground/30 hover:bg-surface-2",
  ghost: "text-foreground hover:bg-surface-2",
};

const sizes: Record<Size, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

/** Class names of a button; use on <button>, <a> and <Link> alike. */
export function buttonClass({ variant = "primary", size = "md", className }:
  { variant?: Variant; size?: Size; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}
