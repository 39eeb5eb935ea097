/** Brand marks lucide no longer ships, as the shapes of their sprite symbols: monochrome, in currentColor (the filled
 *  ones set their own fill; `.icon` strokes the rest as it strokes lucide's). */
export const BRAND_ICONS = {
  Facebook:
    '<path fill="currentColor" stroke="none" d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.87.3-1.6 1.6-1.6h1.5V4.3A19 19 0 0 0 14.3 4c-2.6 0-4.3 1.6-4.3 4.4v2.1H7.5v3H10V21h3.5Z"/>',
  Instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.5" fill="currentColor"/>',
  Linkedin:
    '<path fill="currentColor" stroke="none" d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76v5.59h-4v-4.96c0-1.18-.02-2.7-1.7-2.7-1.7 0-1.96 1.28-1.96 2.61v5.05h-4v-11Z"/>',
  Telegram:
    '<path fill="currentColor" stroke="none" d="M21.5 4.3 18.4 19.2c-.23 1.03-.84 1.28-1.7.8l-4.7-3.47-2.27 2.18c-.25.25-.46.46-.95.46l.34-4.8 8.74-7.9c.38-.34-.08-.53-.59-.19L6.47 13.1 1.82 11.65c-1.01-.32-1.03-1.01.21-1.5L20.2 3.1c.84-.31 1.58.19 1.3 1.2Z"/>',
} as const;
