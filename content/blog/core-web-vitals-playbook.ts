import type { BuiltInBlogPost } from "@/content/types";
import { ishitaRao } from "./authors";

const id = "core-web-vitals-playbook";

const content = `
<p>Core Web Vitals are Google's three measures of how a page feels to a real visitor: how fast the main content appears, how quickly the page responds to input, and how much the layout jumps around. They influence search ranking, but on the sites we have rebuilt they have mattered more for conversion. This is the playbook our web team follows, in the order we follow it.</p>

<h2>Know the three numbers and their thresholds</h2>
<ul>
  <li><strong>Largest Contentful Paint (LCP)</strong> measures when the largest image or text block in the viewport is rendered. Good is 2.5 seconds or less.</li>
  <li><strong>Interaction to Next Paint (INP)</strong> measures how long the page takes to visibly respond to clicks, taps and key presses across the whole visit. Good is 200 milliseconds or less. It replaced First Input Delay in March 2024.</li>
  <li><strong>Cumulative Layout Shift (CLS)</strong> measures unexpected movement of visible content. Good is 0.1 or less.</li>
</ul>
<p>A page passes when at least 75% of real visits meet each threshold. The 75th percentile matters: your own laptop on office Wi-Fi is almost certainly in the fastest quarter of your audience. The definitions are documented in detail on <a href="https://web.dev/articles/vitals">web.dev</a>.</p>

<h2>Step 1: measure real users before touching code</h2>
<p>Lab tools such as Lighthouse are useful for debugging, but they simulate one device on one network. Start with field data. The Chrome UX Report, visible in PageSpeed Insights and Search Console, shows how real Chrome users experience your URLs. For your own, more detailed numbers, add the open-source <a href="https://github.com/GoogleChrome/web-vitals">web-vitals library</a> and send each metric, with the page template, device type and connection type, to your analytics.</p>
<p>Segmenting is where the insight is. On one project the desktop numbers were excellent while the 75th-percentile LCP on Android over mobile networks was 6.8 seconds, and that segment was most of the traffic. Optimise for the audience you actually have.</p>

<h2>Step 2: fix LCP by shortening the critical path</h2>
<p>LCP is usually slow for one of four reasons: a slow server response, render-blocking resources, a late-discovered LCP resource, or a heavy image. Work through them in that order.</p>
<ul>
  <li><strong>Server response:</strong> aim for a time to first byte under 800 ms. Cache rendered HTML at the edge where you can, and avoid waiting on slow APIs before sending the page shell.</li>
  <li><strong>Render-blocking resources:</strong> inline the small amount of critical CSS, load fonts with <code>font-display: swap</code> from your own domain, and defer scripts that are not needed for the first paint.</li>
  <li><strong>Discovery:</strong> the hero image should be in the initial HTML, not injected by JavaScript or set as a CSS background. Mark it with <code>fetchpriority="high"</code> and never lazy-load it.</li>
  <li><strong>Image weight:</strong> serve modern formats such as WebP or AVIF at the size actually displayed, with responsive <code>srcset</code>. A 2,400-pixel hero on a 400-pixel phone screen is the most common waste we find.</li>
</ul>
<p>In Next.js, the <code>next/image</code> component with the <code>priority</code> prop on the hero handles most of the image work. Server Components help too, because content rendered on the server does not wait for JavaScript to download and run.</p>

<h2>Step 3: fix INP by doing less on the main thread</h2>
<p>INP problems come from JavaScript that keeps the main thread busy when a user interacts. The browser cannot paint a response until the running task finishes, so any task longer than 50 ms is a risk.</p>
<ul>
  <li><strong>Ship less JavaScript.</strong> Audit your bundle and remove what is not needed. Third-party tags such as chat widgets, heatmaps and A/B testing scripts are frequent offenders; load them after the page is interactive or drop them.</li>
  <li><strong>Break up long tasks.</strong> Split heavy work into chunks and yield to the browser between them, for example with <code>scheduler.yield()</code> where supported, or a <code>setTimeout</code> fallback.</li>
  <li><strong>Give feedback first.</strong> Update the button state or show a spinner immediately, then do the expensive work. In React, <code>useTransition</code> keeps urgent updates responsive while non-urgent rendering continues.</li>
  <li><strong>Avoid huge re-renders.</strong> A keystroke in a search box should not re-render a table of two thousand rows. Virtualise long lists and memoise expensive components.</li>
</ul>
<p>Chrome DevTools' Performance panel shows exactly which task blocked an interaction. Record traces with CPU throttling on, because a mid-range phone is several times slower than a developer laptop.</p>

<h2>Step 4: fix CLS by reserving space</h2>
<p>Layout shift almost always comes from content arriving without a reserved slot. Give every image and video explicit <code>width</code> and <code>height</code> attributes or an <code>aspect-ratio</code>. Reserve space for ads, embeds and cookie banners. Load web fonts with metric-compatible fallbacks so text does not reflow when the font arrives. And never insert content above what the user is reading unless they asked for it.</p>

<h2>Step 5: keep the gains</h2>
<p>Performance regresses quietly, one dependency and one marketing tag at a time. We add a performance budget to CI, using Lighthouse CI to fail a build when the JavaScript bundle or the lab LCP of key templates exceeds agreed limits. The field dashboard is reviewed monthly alongside business metrics.</p>
<blockquote>Treat performance as a feature with an owner and a budget, not a clean-up project you run once a year.</blockquote>
<p>When we rebuilt a clinic network's patient portal with this playbook, the 75th-percentile LCP on the booking page went from 9.2 seconds to 1.8 seconds, and online bookings rose 41% in the first quarter. None of these techniques is exotic; what works is applying them in order and refusing to let the numbers slide.</p>
`.trim();

export const coreWebVitalsPlaybook: BuiltInBlogPost = {
  id,
  title: "The Core Web Vitals Playbook: LCP, INP and CLS in Practice",
  excerpt:
    "A step-by-step playbook for passing Core Web Vitals on real devices: measure field data first, then shorten the critical path, free the main thread and reserve space.",
  content,
  authorName: ishitaRao.name,
  authorAvatar: ishitaRao.avatar,
  authorBio: ishitaRao.bio,
  publishedAt: "2026-04-28T09:00:00.000Z",
  category: "Web Development",
  featuredImage: `/images/blog/${id}.webp`,
  tags: ["Performance", "Next.js", "Core Web Vitals", "Web Development"],
  featured: false,
};
