import "server-only";
import type { AnyContentType } from "@/lib/content/type";
import { contentTypes } from "@/lib/content-types";
import { fingerprintOf, rowsFingerprint, type SearchSource } from "./index";
import { sitePageDocuments } from "./site-pages";

/** A content type's items as search documents (every type with a search spec, and pages of its own or a path). */
const typeSource = (type: AnyContentType): SearchSource => ({
  name: type.name,
  fingerprint: (prisma) => rowsFingerprint(prisma, type.store.sqlSource),
  documents: async (prisma) =>
    (await type.store.listAll(prisma)).map((item) => ({
      key: item.id,
      kind: type.search!.kind,
      path: type.search!.path ? type.search!.path(item) : type.publicPath!(item.id),
      ...type.search!.text(item),
      status: item.status,
      publishAt: item.publishAt ?? null,
    })),
});

let sitePages: { fingerprint: string; documents: ReturnType<typeof sitePageDocuments> } | undefined;
const site = () => {
  if (!sitePages) {
    const documents = sitePageDocuments();
    sitePages = { fingerprint: fingerprintOf(documents), documents };
  }
  return sitePages;
};

/** The pages of the site's own (services, products): they change only with a deploy. */
const siteSource: SearchSource = {
  name: "site",
  fingerprint: async () => site().fingerprint,
  documents: async () =>
    site().documents.map((page) => ({
      key: page.path,
      kind: page.kind,
      path: page.path,
      title: page.title,
      keywords: "",
      summary: page.summary,
      body: page.body,
      status: "published",
      publishAt: null,
    })),
};

/** Everything site search finds. */
export const searchSources = (): SearchSource[] => [
  ...contentTypes.filter((type) => type.search && (type.publicPath || type.search.path)).map(typeSource),
  siteSource,
];
