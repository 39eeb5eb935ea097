/** Every icon the site draws, by its name in lucide-react (PascalCase) or in `BRAND_ICONS`. `npm run icons` writes their drawings into
 *  `sprite.svg`; components and content name icons from this list, so a name without a drawing does not type-check. */
export const ICON_NAMES = [
  "Activity", "ArchiveRestore", "ArrowDown", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowUpDown", "ArrowUpRight",
  "AudioLines", "BarChart3", "Blocks", "BookOpen", "Bot", "Boxes", "BrainCircuit", "Briefcase", "Building2", "Cable",
  "Calendar", "CalendarDays", "Check", "CheckCircle2", "ChevronDown", "ChevronLeft", "ChevronRight", "CircleAlert",
  "Clock", "Cloud", "Code2", "Copy", "CornerDownLeft", "Cpu", "CreditCard", "Database", "DatabaseBackup",
  "DatabaseZap", "Download", "ExternalLink", "Eye", "EyeOff", "Facebook", "FileDown", "FileSearch", "FileText", "FileUp",
  "FolderKanban", "FolderOpen", "Gamepad2", "Gauge", "GitCompare", "Glasses", "Globe", "GripVertical", "Hammer",
  "Headphones", "History", "ImageOff", "ImagePlus", "Images", "Inbox", "Instagram", "Layers", "LayoutDashboard", "Lightbulb",
  "Link2", "Linkedin", "Loader2", "Lock", "LogIn", "LogOut", "Mail", "MailX", "MapPin", "Menu", "MessageCircle", "MessageSquare",
  "Mic", "Monitor", "Moon", "Network", "NotebookText", "Palette", "PenLine", "PenTool", "Pencil", "Phone",
  "PhoneCall", "Plug", "Plus", "Quote", "Radio", "Rocket", "RotateCcw", "Save", "Search", "Send", "Settings",
  "Share2", "ShieldCheck", "ShoppingCart", "Signpost", "Smartphone", "Sparkles", "Star", "Sun", "Target", "Telegram", "Trash2",
  "TrendingUp", "TriangleAlert", "Trophy", "Upload", "UserRound", "Users", "Wand2", "Workflow", "Wrench", "X", "Zap",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
