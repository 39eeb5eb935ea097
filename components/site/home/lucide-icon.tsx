import { icons, type LucideProps } from "lucide-react";

/** A lucide icon by its PascalCase name (server-only use: no client JavaScript). Unknown names draw a circle. */
export function LucideIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = icons[name as keyof typeof icons] ?? icons.Circle;
  return <Icon aria-hidden {...props} />;
}
