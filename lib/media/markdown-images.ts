import { MEDIA_PREFIX, mediaLoaderUrl } from "./rules";

/** The article column is at most ~800 px wide: the 1080 px variant stays sharp on a 2x phone screen. */
const ARTICLE_IMAGE_WIDTH = 1080;

/** An image's address in an article: an uploaded image's article-width variant; a shipped image (under /images) as
 *  it is, since only uploads have variants. */
const articleSrc = (url: string) => (url.startsWith(MEDIA_PREFIX) ? mediaLoaderUrl(url, ARTICLE_IMAGE_WIDTH) : url);

/** Markdown for library images (the editor's "Insert images from library"), each a paragraph of its own with its alt
 *  text; brackets and backslashes in the alt are escaped so the alt cannot end the image early. */
export const markdownImages = (items: { url: string; alt: string }[]) =>
  items.map((item) => `![${item.alt.replace(/[[\]\\]/g, "\\$&")}](${articleSrc(item.url)})`).join("\n\n");
