/** The article column is at most ~800 px wide: the 1080 px variant stays sharp on a 2x phone screen. */
export const ARTICLE_IMAGE_WIDTH = 1080;

/** Markdown for library images (the editor's "Insert images from library"), each a paragraph of its own with its alt
 *  text; brackets and backslashes in the alt are escaped so the alt cannot end the image early. */
export const markdownImages = (items: { url: string; alt: string }[]) =>
  items.map((item) => `![${item.alt.replace(/[[\]\\]/g, "\\$&")}](${item.url}/w${ARTICLE_IMAGE_WIDTH})`).join("\n\n");
