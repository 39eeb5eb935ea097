// Minimal line icons drawn on a 24-unit grid (lucide-like), placed at (cx, cy) with size s.
const P = {
  spark: "M12 2l2.2 6.6L21 11l-6.8 2.4L12 20l-2.2-6.6L3 11l6.8-2.4z",
  search: "M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14zM16 16l5 5",
  db: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3s-3.6 3-8 3s-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  mail: "M3 6h18v12H3zM3 7l9 6l9-6",
  cal: "M4 5h16v15H4zM4 10h16M9 3v4M15 3v4",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  bolt: "M13 2L4 14h7l-1 8l9-12h-7z",
  check: "M5 12l5 5l9-10",
  temp: "M10 4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z",
  wifi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01",
  drop: "M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z",
  truck: "M2 6h12v10H2zM14 10h4l4 4v2h-8zM6 19a2 2 0 1 0 0.01 0M17 19a2 2 0 1 0 0.01 0",
  box: "M12 2l9 5v10l-9 5l-9-5V7zM3 7l9 5l9-5M12 12v10",
  user: "M12 4a4 4 0 1 1 0 8a4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0",
  chat: "M4 5h16v11H9l-5 4z",
  doc: "M6 2h8l5 5v15H6zM14 2v5h5M9 13h7M9 17h7",
  pin: "M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12zM12 7a3 3 0 1 1 0 6a3 3 0 0 1 0-6z",
  heart: "M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z",
  pulse: "M2 12h4l2-5l4 10l2-5h8",
  cart: "M3 4h2l2.5 11h11L21 8H6.2M9 20a1 1 0 1 0 .01 0M18 20a1 1 0 1 0 .01 0",
  book: "M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z",
  play: "M7 4l13 8l-13 8z",
  lock: "M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4",
  code: "M8 7l-5 5l5 5M16 7l5 5l-5 5M14 4l-4 16",
  gear: "M12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
  shield: "M12 2l8 3v6c0 5-3.5 9-8 11c-4.5-2-8-6-8-11V5z",
  cpu: "M6 6h12v12H6zM9 9h6v6H9zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4",
  globe: "M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  layers: "M12 3l9 5l-9 5l-9-5zM3 13l9 5l9-5",
  mic: "M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3",
};

export function glyph(name, cx, cy, s, color, { width = 2, op = 1 } = {}) {
  const k = s / 24;
  return `<path d="${P[name]}" transform="translate(${(cx - s / 2).toFixed(1)} ${(cy - s / 2).toFixed(1)}) scale(${k.toFixed(3)})" fill="none" stroke="${color}" stroke-opacity="${op}" stroke-width="${(width / k).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
