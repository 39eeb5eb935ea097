import type { BuiltInBlogPost } from "@/content/types";
import { aaravMehta } from "./authors";

const id = "voice-ai-lead-response";

const content = `
A prospect fills in your website form at 9:40 on a Sunday night. They are comparing three vendors, they have their laptop open, and they are ready to talk. Your sales team calls them back on Monday afternoon. By then they have spoken to someone else, or they have simply moved on. Nothing in your funnel is more expensive than this gap, and for most companies it is the easiest one to close.

Speed to lead is not a slogan

The research on lead response has been consistent for more than a decade. A widely cited Harvard Business Review study of over 2,000 US companies found that firms which tried to contact a lead within an hour were nearly seven times as likely to qualify it as firms that waited even an hour longer, and more than sixty times as likely as firms that waited a day or more. The same study found that the average response time was over 40 hours.

Our own client data agrees: connect rates are highest while the prospect is still on the page or has just left it, and after an hour the lead has usually gone cold. The lesson is simple: the best moment to call is within seconds of the form being submitted.

Why humans cannot close the gap alone

No sales team can staff a 30-second callback around the clock. Leads arrive in bursts after a campaign goes live, at night, on weekends and across time zones. Reps batch callbacks between meetings, and a Sunday lead waits until Monday. Hiring more people helps in office hours but worsens unit economics, since most calls are routine qualification.

What voice AI changes

Modern voice AI agents can hold a natural, interruptible phone conversation, in several languages, at any hour. Connected directly to your lead sources, they turn the 30-second callback from an aspiration into a default. This is what our AI-Powered Voice Engagement Engine is built to do: every new lead gets a call within 30 seconds, is qualified against your criteria, and is either booked into a salesperson's calendar or handed over live.

The flow we deploy for clients looks like this:
a form submission, ad lead or CRM event triggers a webhook;
the lead is checked against consent, calling hours and do-not-call lists;
the agent calls, introduces itself as an AI assistant, and asks the qualification questions you defined;
qualified leads are booked into a calendar or warm-transferred to an available rep;
a transcript, summary and outcome are written back to the CRM before the call has ended.

The engineering behind a good call

The difference between a voice agent people hang up on and one they happily talk to is mostly latency and turn-taking. A conversation feels natural when the agent responds in under a second after the caller stops speaking. That budget has to cover speech recognition, the language model's reply and speech synthesis, so every component streams, and the agent starts speaking before the full reply is generated. It also has to handle barge-in: when the caller interrupts, the agent stops talking and listens, just as a person would.

Scope matters as much as speed. The agent is given a narrow job, such as confirming the need, budget range, timeline and decision maker, and booking a slot, with a short list of tools: check calendar availability, create a booking, transfer to a human, mark as not interested. Pricing exceptions, contract terms and anything sensitive go to a person. Because many of our clients sell across India and abroad, the agent detects the caller's language and can switch between English, Hindi and other languages mid-call.

Consent and honesty are not optional

Calling leads quickly must never mean calling them without permission. The form should state clearly that the prospect may receive a call, automated or otherwise, and that consent should be stored with the lead. Calling-hour rules and do-not-call registries apply: in India under TRAI's commercial communication regulations, and in the United States the FCC confirmed in 2024 that AI-generated voices count as artificial voices under the Telephone Consumer Protection Act, so prior express consent is required. Our agents always disclose that they are AI at the start of the call and offer a human on request.

Measuring whether it works

Before launch we agree on a small set of metrics with the client: median time from form submission to first call, connect rate, qualification rate, meetings booked per hundred leads, and cost per qualified meeting. We also review a sample of transcripts every week and feed what we learn back into the script.

The results are usually visible within the first month. Clients typically see a jump in connect rate and meetings booked simply because every lead is called while still interested, and across our deployments we have seen a 300 to 500% return on investment within 90 days.

Where to start

You do not need to automate your entire sales process to get most of the value. Start with one high-volume lead source, such as paid ads or a demo request form, define five qualification questions, and let a voice agent call every new lead within 30 seconds for a few weeks. Compare the numbers with your current process. In our experience, once a team has seen what happens when no lead waits, they do not go back.
`.trim();

export const voiceAiLeadResponse: BuiltInBlogPost = {
  id,
  title: "The 30-Second Rule: How Voice AI Wins the Race to Every Lead",
  excerpt:
    "Leads go cold in minutes, and no sales team can call every one back around the clock. Here is how voice AI agents call every new lead within 30 seconds, and what it takes to do it well.",
  content,
  authorName: aaravMehta.name,
  authorAvatar: aaravMehta.avatar,
  authorBio: aaravMehta.bio,
  publishedAt: "2025-10-14T09:00:00.000Z",
  category: "Tech Trends",
  featuredImage: `/images/blog/${id}.webp`,
  tags: ["Voice AI", "AI Agents", "Sales", "Automation"],
  featured: true,
};
