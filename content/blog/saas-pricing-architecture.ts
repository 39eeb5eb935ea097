import type { BuiltInBlogPost } from "@/content/types";
import { aaravMehta } from "./authors";

const id = "saas-pricing-architecture";

const content = `
Founders usually treat pricing as a spreadsheet problem and billing as a payments problem. In practice, both are architecture problems. The way you model plans, limits and usage in your code decides how quickly you can change prices, run an experiment or close an enterprise deal with custom terms. We have seen a new plan take three months because the old one was hard-coded in forty places. This article describes the structure we now recommend to every SaaS client before the first line of billing code.

Separate the price from the product

The most common mistake is writing checks like "if plan equals Pro, allow 10 users" throughout the codebase. It works for the first year. Then sales sells a Pro plan with 25 users to a large customer, marketing wants an annual discount, and someone adds a special case. A year later nobody knows what any customer is actually entitled to.

The fix is to separate three concepts that are easy to blur:
Plans are what you sell: names, prices, billing periods, currencies.
Entitlements are what a customer may do: features switched on, and limits such as seats, projects or API calls.
Usage is what a customer actually did: measured events, aggregated per billing period.

A plan maps to a default set of entitlements, but the application only ever asks about entitlements. Code asks "can this account export to Tally?" or "how many seats does this account have?", never "is this account on Pro?". Custom deals then become a matter of overriding entitlements for one account, with no code change and no deploy.

Model entitlements as data

In practice we store entitlements in a small table: account, feature key, a boolean or numeric limit, a source (plan, add-on, manual override) and validity dates. A single service resolves the effective entitlements for an account by layering overrides on top of plan defaults, and caches the result for a few minutes. Every permission check in the product goes through that service.

This gives you a few things almost for free. Support can see exactly why a customer has access to something. Trials and promotions become entitlements with an end date. Grandfathering old customers when you raise prices is just leaving their plan mapping alone. And when a limit is reached, the product can show a helpful upgrade prompt instead of a generic error.

Meter usage as events, not counters

If any part of your pricing depends on usage, whether API calls, documents processed, client entities or minutes of voice AI, record each billable action as an immutable event with an idempotency key, the account, the metric, a quantity and a timestamp. Aggregate those events into totals per billing period in a separate step.

Incrementing a counter in the database looks simpler, but it fails the first time a customer disputes an invoice. With events, you can show exactly what was counted and when, recompute totals if you fix a bug, and try a new pricing model against last quarter's real usage before you launch it. Idempotency keys matter because retries happen: a job that processes the same document twice must not bill it twice.

Keep the payment provider at the edge

Stripe, Razorpay, Chargebee and Paddle are all good at collecting money, handling tax and dunning, and generating invoices. They should not be the only place your product learns what a customer has paid for. Keep your own record of subscriptions and entitlements, update it from the provider's webhooks, and make those webhook handlers idempotent and order-independent, because providers deliver events more than once and not always in sequence.

This boundary pays off when you sell in several markets. Indian customers may pay through UPI autopay or e-mandates with GST invoices, while customers abroad pay by card in dollars. If your product logic depends only on your own entitlements, adding a second provider is an integration task, not a rewrite.

Design pricing pages and limits together

Good pricing architecture also shapes the experience. When a customer approaches a limit, tell them early, for example at 80% of their quota, with a clear path to upgrade. When they exceed a soft limit, consider a grace period rather than a hard block; locking out an accountant on filing day is a fast way to lose them. Hard limits should exist where overuse creates real cost, such as compute-heavy AI features.

A pattern that works well for B2B SaaS is a base subscription that covers the platform plus a usage component tied to the value metric customers already understand. For an accounting platform that might be the number of client businesses managed; for a voice AI product, the number of leads called. Customers can predict their bill, and your revenue grows with theirs.

What to build first

For a new SaaS product we usually build, in this order: an entitlements service with plan defaults and overrides, a usage event table with idempotency, webhook handling for one payment provider, and an internal admin screen to view and override an account's entitlements. Experiments, multiple currencies and self-serve plan changes come later, and they are easy to add because the foundations are right. The whole foundation typically takes two to three weeks of a small team's time. Compared with the months lost to untangling hard-coded plans later, it is one of the best investments a SaaS company can make.
`.trim();

export const saasPricingArchitecture: BuiltInBlogPost = {
  id,
  title: "SaaS Pricing Is an Architecture Decision",
  excerpt:
    "Hard-coded plans turn every pricing change into a project. Separate plans, entitlements and usage, and your pricing can move as fast as your market.",
  content,
  authorName: aaravMehta.name,
  authorAvatar: aaravMehta.avatar,
  authorBio: aaravMehta.bio,
  publishedAt: "2025-05-06T09:00:00.000Z",
  category: "SaaS",
  featuredImage: `/images/blog/${id}.webp`,
  tags: ["SaaS", "Pricing", "Architecture", "Billing"],
  featured: false,
};
