import {
  Activity, AudioLines, BarChart3, Blocks, Bot, Boxes, BrainCircuit, Briefcase, Calendar, Cable, Cloud, Code2, Cpu,
  CreditCard, Database, FileText, Gamepad2, Gauge, Glasses, Globe, Headphones, Layers, LayoutDashboard, Lock, Mail,
  MessageSquare, Mic, Monitor, Network, Palette, PhoneCall, PenTool, Plug, Radio, Rocket, Search, ShieldCheck,
  ShoppingCart, Smartphone, Sparkles, Target, TrendingUp, Users, Wand2, Workflow, Wrench, Zap, type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  Activity, AudioLines, BarChart3, Blocks, Bot, Boxes, BrainCircuit, Briefcase, Calendar, Cable, Cloud, Code2, Cpu,
  CreditCard, Database, FileText, Gamepad2, Gauge, Glasses, Globe, Headphones, Layers, LayoutDashboard, Lock, Mail,
  MessageSquare, Mic, Monitor, Network, Palette, PhoneCall, PenTool, Plug, Radio, Rocket, Search, ShieldCheck,
  ShoppingCart, Smartphone, Sparkles, Target, TrendingUp, Users, Wand2, Workflow, Wrench, Zap,
};

/** A lucide icon by its PascalCase name (content/service-pages); unknown names fall back to Sparkles. */
export function ServiceIcon({ name, className }: { name?: string; className?: string }) {
  const Icon = (name && ICONS[name]) || Sparkles;
  return <Icon className={className} aria-hidden />;
}
