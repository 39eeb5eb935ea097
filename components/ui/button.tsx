import { cn } from "@/lib/utils";

type Variant = "primary" | "secondary" | "ghost" | "outline" | "danger";
type Size = "sm" | "md" | "lg";

/** Class names of a button; use on <button>, <a> and <Link> alike. The styles are in app/globals.css (.btn-*). */
export function buttonClass({
  variant = "primary",
  size = "md",
  className,
}: { variant?: Variant; size?: Size; className?: string } = {}) {
  return cn("btn", `btn-${variant}`, `btn-${size}`, className);
}
