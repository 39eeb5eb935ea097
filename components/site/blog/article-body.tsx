import { renderBlogContent } from "@/lib/blog/render";

/** The post body, sanitised with the allow-list, set with the typography plugin. */
export function ArticleBody({ content }: { content: string }) {
  const rendered = renderBlogContent(content);
  if (rendered.kind === "missing") return <p className="text-muted">{rendered.message}</p>;
  if (rendered.kind === "empty") return <div data-testid="article-body" />;
  return (
    <div data-testid="article-body"
      className="prose prose-neutral max-w-none dark:prose-invert md:prose-lg prose-headings:font-display prose-headings:tracking-tight prose-a:text-accent-ink prose-a:underline-offset-4 prose-blockquote:border-l-cyan prose-blockquote:font-normal prose-blockquote:not-italic prose-img:rounded-card prose-pre:bg-surface-2 prose-pre:text-foreground prose-code:rounded-md prose-code:bg-surface-2 prose-code:px-1.5 prose-code:py-0.5 prose-code:font-normal prose-code:before:content-none prose-code:after:content-none [&_pre_code]:bg-transparent [&_pre_code]:p-0"
      dangerouslySetInnerHTML={{ __html: rendered.html }} />
  );
}
