// Real-looking interface copy for the mock-ups, per product (by brand name), so an image enlarged in a lightbox
// reads as that product's screen instead of grey placeholder bars. Unknown brands get the studio's generic copy.

const DEFAULT = {
  nav: ["Overview", "Reports", "Customers", "Billing", "Team", "Integrations", "Settings"],
  search: "Search…",
  stats: ["Active users", "Revenue", "Conversion"],
  chart: "Monthly recurring revenue",
  chip: "Last 30 days",
  legend: [
    ["Self-serve", "68%"],
    ["Sales-led", "18%"],
    ["Partners", "14%"],
  ],
  rowsTitle: "Recent activity",
  rows: [
    ["Acme Retail", "Upgraded to Growth", "Paid", "card"],
    ["Northwind", "Invited 4 teammates", "Team", "user"],
    ["Globex", "Report exported", "CSV", "doc"],
    ["Initech", "API key rotated", "Secure", "lock"],
    ["Umbrella", "Trial started", "New", "spark"],
  ],
  callout: ["Report ready", "Weekly summary · 2 min ago"],
  avatarCard: ["Anika Rao", "Product lead", "Deployed · 42 s"],
  landing: {
    links: ["Product", "Pricing", "Customers", "Docs"],
    cta: "Get started",
    ghost: "Book a demo",
    chip: "New · v4 is live",
    body: [
      "Plan, ship and measure in one place. Fast on",
      "every device, accessible to everyone, and",
      "secure from the first commit.",
    ],
    visual: ["Weekly active", "+18% vs last week"],
    features: [
      ["Realtime sync", "Every change, everywhere"],
      ["Role-based access", "SSO and audit log"],
      ["Analytics", "Funnels and cohorts"],
    ],
  },
  phone: {
    hero: ["$3,240.50", "Balance · updated now"],
    rows: [
      ["Design review", "Today · 14:00", "Team", "cal"],
      ["Invoice #2041", "Paid by card", "$1,240", "card"],
      ["New message", "From Priya", "2", "chat"],
      ["Weekly report", "Ready to read", "PDF", "doc"],
      ["Deploy", "Production · 42 s", "Live", "bolt"],
      ["Backup", "Completed 02:00", "OK", "db"],
    ],
    chat: [
      [0, ["Hi! How can I help you today?"]],
      [1, ["Can I move my booking", "to Thursday?"]],
      [0, ["Done. Thursday 3 pm is", "confirmed. Anything else?"]],
      [1, ["That is all, thanks!"]],
      [0, ["Have a great day."]],
    ],
    chatName: "Assistant",
    health: {
      hi: "Hi, Sarah",
      sub: "Next visit in 2 days",
      doctor: ["Dr. Lee", "Cardiology", "Tue · 10:30"],
      rows: [
        ["Blood test", "Results ready", "View", "drop"],
        ["Metformin 500 mg", "After dinner", "8 pm", "pulse"],
      ],
    },
  },
  goalSub: ["On track for the week", "Updated 5 min ago"],
  table: {
    names: [
      "Acme Retail",
      "Northwind Traders",
      "Globex Ltd",
      "Initech",
      "Umbrella Corp",
      "Stark Supplies",
      "Wayne Foods",
      "Hooli",
    ],
    sub: ["Annual", "Monthly"],
    col2: ["Growth", "Scale", "Starter"],
  },
};

const MEDFLOW = {
  nav: ["Home", "Appointments", "Lab reports", "Prescriptions", "Payments", "Family"],
  search: "Search doctors, tests…",
  stats: ["Resting heart rate", "Sleep last night", "Visits this month"],
  chart: "Heart rate · 7 days",
  chip: "From your watch",
  rowsTitle: "Upcoming",
  rows: [
    ["Dr. Anjali Mehra", "Cardiology · Tue 10:30", "Confirmed", "cal"],
    ["HbA1c blood test", "Report ready · 12 Oct", "View", "drop"],
    ["Atorvastatin 10 mg", "Refill in 5 days", "Refill", "pulse"],
    ["Dr. Rohan Iyer", "Paediatrics · Fri 17:00", "Aarav", "user"],
    ["Consultation fee", "UPI · ₹800 paid", "Receipt", "card"],
  ],
  callout: ["Lab report ready", "HbA1c · shared securely"],
  avatarCard: ["Sarah Thomas", "Patient · ABHA linked", "Profile 70% complete"],
  landing: {
    links: ["Doctors", "Clinics", "Lab tests", "Hindi"],
    cta: "Book a visit",
    ghost: "Find a clinic",
    chip: "14 clinics · Hindi & English",
    body: [
      "Book a doctor in under a minute, see lab reports",
      "the day they are ready and pay by UPI, card or",
      "net banking, in Hindi or English.",
    ],
    visual: ["Slots today", "126 open across 14 clinics"],
    features: [
      ["Same-day slots", "Live across 14 clinics"],
      ["Lab reports", "Encrypted, time-limited links"],
      ["Family profiles", "Book for parents and kids"],
    ],
  },
  phone: {
    hero: ["Tue 10:30", "Dr. Mehra · Cardiology"],
    rows: [
      ["Appointments", "2 upcoming", "Next", "cal"],
      ["Lab reports", "HbA1c ready", "New", "drop"],
      ["Prescriptions", "3 active", "Refill", "pulse"],
      ["Payments", "Receipts & GST", "UPI", "card"],
      ["Family", "Aarav, Meena", "2", "user"],
      ["Help", "Chat with clinic", "24/7", "chat"],
    ],
    chat: [
      [0, ["Namaste Sarah! Your HbA1c", "report is ready."]],
      [1, ["Is it normal?"]],
      [0, ["It is 6.1%, slightly high.", "Dr. Mehra can review it."]],
      [1, ["Book me for Tuesday"]],
      [0, ["Booked: Tue 10:30 with", "Dr. Mehra. Reminder set."]],
    ],
    chatName: "MedFlow Care",
    health: {
      hi: "Hi, Sarah",
      sub: "Next visit Tue 10:30",
      doctor: ["Dr. Anjali Mehra", "Cardiology", "Tue · 10:30"],
      rows: [
        ["HbA1c report", "Ready · 12 Oct", "View", "drop"],
        ["Atorvastatin 10 mg", "After dinner", "9 pm", "pulse"],
        ["Dr. Rohan Iyer", "Aarav · Fri 17:00", "Kids", "user"],
      ],
    },
  },
  goalSub: ["Care plan · week 6", "3 of 4 goals met"],
};

const LEDGERLY = {
  nav: ["Overview", "Invoices", "Bills", "Reconcile", "Cash flow", "Reports", "Settings"],
  search: "Search invoices, vendors…",
  stats: ["Revenue this quarter", "Invoices sent", "Outstanding"],
  chart: "Net revenue by month",
  chip: "FY 2025–26",
  legend: [
    ["Collected", "68%"],
    ["Due < 30 days", "18%"],
    ["Overdue", "14%"],
  ],
  callout: ["Invoice paid", "INV-1042 · Arora & Co."],
  avatarCard: ["Kavya Menon", "Finance controller", "Month-end close 70%"],
  phone: {
    hero: ["$24,908.40", "Operating account"],
    rows: [
      ["Arora & Co.", "Invoice INV-1042", "+$4,820", "doc"],
      ["AWS", "Card •••• 4821", "−$1,204", "card"],
      ["Payroll", "October run", "−$18,400", "user"],
      ["Stripe payout", "Auto-matched", "+$9,310", "check"],
      ["GST payment", "Q2 filed", "−$2,150", "doc"],
      ["Vista Hotels", "Invoice INV-1039", "+$2,600", "doc"],
    ],
  },
  goalSub: ["7.4 months at current burn", "Forecast updated today"],
  table: {
    names: [
      "Arora & Co.",
      "Vista Hotels",
      "Greenleaf Foods",
      "Metro Clinics",
      "Shakti Motors",
      "Orbit Schools",
      "Bharat Freight",
      "Lumen Retail",
    ],
    sub: ["Net 30", "Net 15"],
    col2: ["INV-1042", "INV-1039", "INV-1036", "INV-1031", "INV-1027", "INV-1024", "INV-1019", "INV-1011"],
  },
};

const FITPULSE = {
  phone: {
    chat: [
      [0, ["Great session! Squat depth", "improved by 12%."]],
      [1, ["Legs are sore today"]],
      [0, ["Take the mobility flow,", "15 min, then rest."]],
      [1, ["Okay, coach!"]],
      [0, ["See you Thursday."]],
    ],
    chatName: "Coach Priya",
    rows: [
      ["HIIT · Core", "Today · 24 min", "Start", "play"],
      ["Mobility flow", "Recovery · 15 min", "Easy", "heart"],
      ["5 km run", "Tomorrow", "Plan", "pin"],
    ],
  },
  goalSub: ["4 of 5 workouts done", "Coach check-in Thursday"],
  landing: {
    links: ["Programs", "Coaches", "Pricing", "Stories"],
    cta: "Start free week",
    ghost: "Meet the coaches",
    chip: "Coached by humans, powered by AI",
    body: [
      "A real coach plans your week, the app adapts",
      "every session to how you slept and how the last",
      "one went.",
    ],
    visual: ["Weekly minutes", "+22% this month"],
    features: [
      ["Adaptive plans", "Change with your week"],
      ["Form feedback", "From your coach"],
      ["Streaks", "Keep the habit"],
    ],
  },
};

const ROUTEWISE = {
  nav: ["Overview", "Shipments", "Routes", "Drivers", "Depots", "Exceptions"],
  search: "Search shipments, drivers…",
  stats: ["Deliveries today", "On-time rate", "Fuel cost vs plan"],
  chart: "Deliveries per hour",
  chip: "All depots",
  rowsTitle: "Live routes",
  rows: [
    ["Route 14 · Pune", "Rakesh · 8 stops left", "On time", "truck"],
    ["Route 22 · Nashik", "Imran · 3 stops left", "+6 min", "truck"],
    ["Route 9 · Thane", "Suresh · loading", "Depot", "box"],
    ["Route 31 · Surat", "Anil · 11 stops left", "On time", "truck"],
    ["Route 5 · Vapi", "Deepak · done", "Closed", "check"],
  ],
  callout: ["Route optimised", "14 stops · 38 km saved"],
  avatarCard: ["Rakesh Patil", "Driver · Route 14", "9 of 14 stops done"],
  table: {
    names: ["SHP-48213", "SHP-48207", "SHP-48199", "SHP-48188", "SHP-48176", "SHP-48170", "SHP-48161", "SHP-48155"],
    sub: ["Pune → Mumbai", "Nashik → Thane", "Surat → Vapi"],
    col2: ["R-14", "R-22", "R-31", "R-9", "R-5"],
  },
  goalSub: ["Route 14 · 8 stops left", "ETA 17:40"],
};

const BRANDS = { medflow: MEDFLOW, carepoint: MEDFLOW, ledgerly: LEDGERLY, fitpulse: FITPULSE, routewise: ROUTEWISE };

/** Copy for a brand, falling back field by field to the generic copy. */
export function copyFor(brand) {
  const own = BRANDS[String(brand || "").toLowerCase()] || {};
  return {
    ...DEFAULT,
    ...own,
    landing: { ...DEFAULT.landing, ...own.landing },
    phone: { ...DEFAULT.phone, ...own.phone },
    table: { ...DEFAULT.table, ...own.table },
  };
}
