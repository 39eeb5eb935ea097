import type { BuiltInBlogPost } from "@/content/types";
import { kabirKhanna } from "./authors";

const id = "ai-agents-in-production";

const content = `
<p>Every week someone shows us an AI agent demo that books meetings, files tickets and answers customers flawlessly. Then it meets real users and promises a refund nobody approved. The gap between a demo and a dependable agent is not a better model. It is engineering: narrow scope, well-designed tools, evaluation, guardrails and observability. This is what we have learned shipping agents for logistics, healthcare and sales teams.</p>

<h2>Give the agent a job, not a personality</h2>
<p>The most reliable agents we have built do one job with a clear finish line: extract these twelve fields from a proof-of-delivery photo, qualify this lead against five criteria, reschedule this appointment. "Be a helpful assistant for our operations team" is not a job. It has no definition of done, so you cannot test it, and you cannot tell a good run from a bad one.</p>
<p>Write the job down the way you would brief a new hire: the inputs, the allowed actions, the output, and the situations where they must stop and ask someone. If that brief runs past a page, you probably have two or three agents, not one.</p>

<h2>Design tools like public APIs</h2>
<p>An agent is only as good as the tools it can call. Models choose tools from their names, descriptions and parameter schemas, so treat those as a public API with a very literal consumer.</p>
<ul>
  <li><strong>Make tools small and specific.</strong> <code>get_shipment_status(shipment_id)</code> beats a generic <code>query_database(sql)</code>. Narrow tools are easier to authorise, log and test.</li>
  <li><strong>Validate every argument on the server.</strong> The model will eventually send a date in the wrong format or an ID that belongs to another customer. Reject it with an error message the model can read and act on.</li>
  <li><strong>Separate reads from writes.</strong> Reads can run freely. Writes that move money, send messages or change records should be idempotent, carry a request ID, and often need a confirmation step.</li>
</ul>

<h2>Build the evaluation set before the agent</h2>
<p>For a document-extraction agent at a freight company, we collected 12,000 real documents before writing a single prompt, including creased, stamped and handwritten ones. That set decided which model we used, which fields needed human review, and when a prompt change was safe to ship.</p>
<p>You do not need twelve thousand examples to start. Fifty to two hundred realistic cases with known correct outcomes will catch most regressions. Include the ugly ones: ambiguous requests, missing data, users who change their minds, inputs in Hindi mixed with English. Score what you can automatically, such as exact field matches, whether the right tool was called, and whether the agent escalated when it should have. Grade fuzzier judgements with a rubric, and spot-check the grader by hand.</p>
<blockquote>If you cannot say how often your agent is right, you are not running an agent in production. You are running an experiment on your customers.</blockquote>
<p>Run the suite in CI on every prompt, tool or model change, exactly as you would run unit tests.</p>

<h2>Guardrails and the human handoff</h2>
<p>Guardrails are not a single filter in front of the model. They are layered:</p>
<ul>
  <li><strong>Permissions:</strong> the agent acts with the rights of the user it serves, never with an admin key.</li>
  <li><strong>Budgets:</strong> a hard cap on steps, tool calls, tokens and wall-clock time per task. When a budget runs out, the task ends and a person is told.</li>
  <li><strong>Confidence thresholds:</strong> below a measured threshold, the agent drafts and a human approves.</li>
  <li><strong>Policy checks:</strong> deterministic code, not the model, decides whether a refund, discount or medical statement is allowed.</li>
</ul>
<p>The handoff itself deserves product design. When the agent escalates, the human should see what it was trying to do, what it found, and which specific field or decision it was unsure about. In the freight project, highlighting only the uncertain fields let reviewers clear documents in a quarter of the time it took to type them from scratch.</p>

<h2>Observe everything, including the cost</h2>
<p>Log every run as a trace: the input, each model call with its prompt and output, each tool call with arguments and result, latency and token counts. Open standards such as <a href="https://opentelemetry.io/docs/specs/semconv/gen-ai/">OpenTelemetry's semantic conventions for generative AI</a> make these traces portable between tools. Without them, a customer complaint turns into guesswork.</p>
<p>Track a small set of numbers per agent: task success rate, escalation rate, average steps per task, p95 latency and cost per successful task. Cost per task is the one teams forget. An agent that succeeds 2% more often but takes three times as many steps may be a bad trade, and you can only see that if you measure it.</p>

<h2>A short checklist before launch</h2>
<ul>
  <li>The job, inputs, outputs and stop conditions fit on one page.</li>
  <li>Every tool validates its arguments and every write is idempotent.</li>
  <li>An evaluation set runs in CI and has a pass threshold agreed with the business.</li>
  <li>Budgets on steps, tokens and time are enforced in code.</li>
  <li>Escalation goes to a named team with the context they need.</li>
  <li>Traces, success rate and cost per task are on a dashboard someone looks at.</li>
</ul>
<p>None of this shows up in a demo. It is the difference between an agent that quietly handles thousands of tasks a day and one that gets switched off after its first bad week. Start narrow, measure honestly, and widen the agent's job only when the numbers say it has earned it.</p>
`.trim();

export const aiAgentsInProduction: BuiltInBlogPost = {
  id,
  title: "AI Agents in Production: What Actually Breaks and How to Fix It",
  excerpt:
    "Agent demos are easy; agents that survive real users are not. Here is the engineering we rely on: narrow jobs, API-grade tools, evaluation sets, layered guardrails and traces.",
  content,
  authorName: kabirKhanna.name,
  authorAvatar: kabirKhanna.avatar,
  authorBio: kabirKhanna.bio,
  publishedAt: "2026-06-09T09:00:00.000Z",
  category: "AI & Machine Learning",
  featuredImage: `/images/blog/${id}.webp`,
  tags: ["AI Agents", "LLMs", "Observability", "Automation"],
  featured: true,
};
