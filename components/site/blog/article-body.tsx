import { renderBlogContent } from "@/lib/blog/render";
import { ARTICLE_PROSE } from "./article-prose";

/** The post body, sanitised with the allow-list, set with the typography plugin. */
export function ArticleBody({ content }: { content: string }) {
  const rendered = renderBlogContent(content);
  if (rendered.kind === "missing") return <p className="text-muted">{rendered.message}</p>;
  if (rendered.kind === "empty") return <div data-testid="article-body" />;
  return (
    <div data-testid="article-body" className={ARTICLE_PROSE} dangerouslySetInnerHTML={{ __html: rendered.html }} />
  );
}
