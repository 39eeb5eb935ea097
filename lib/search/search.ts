import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { GROUPS, MAX_RESULTS, type SearchKind, type SearchResults } from "./schema";
import { isSearchable, queryWords } from "./query-text";
import { MARK_END, MARK_START, toSegments } from "./snippet";
import { PUBLIC_ROWS } from "./visibility";
import { syncSearchIndex } from "./index";
import { searchSources } from "./sources";

/** How close (pg_trgm word_similarity, 0-1) every word of a query must come to a document's words when the exact
 *  search found nothing: one slip in a word of five or more letters still finds it, a word's first letters too. */
const TYPO_SIMILARITY = 0.5;

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
/** The markers are taken out of the text before ts_headline puts its own in: stored text that holds them (any text a
 *  form or an import let through) would otherwise fake a highlight. */
const MARKS = `${MARK_START}${MARK_END}`;
const SNIPPET = `${HEADLINE}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

interface Row {
  kind: SearchKind;
  key: string;
  title: string;
  snippet: string;
}

/** Full-text search over the public items of every content type and the site's own pages (one table, kept up to date
 *  with every source before it is read: lib/search/index.ts), best first, grouped by kind.
 *  Ranked by ts_rank over weighted vectors (a title outranks the body); when no document has every word, the
 *  words are matched by trigram similarity instead (typos, unfinished words). A query without a letter or digit
 *  finds nothing and asks nothing of the database. */
export async function searchSite(prisma: PrismaClient, query: string, limit = MAX_RESULTS): Promise<SearchResults> {
  if (!isSearchable(query)) return { query, total: 0, groups: [] };
  await syncSearchIndex(prisma, searchSources());
  const rows = await prisma.$queryRaw<Row[]>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${query}) AS query),
    words AS (SELECT w FROM unnest(${queryWords(query)}::text[]) AS w WHERE to_tsvector('english', w) <> ''::tsvector),
    docs AS (
      SELECT kind, path AS key, title, search_vector AS vec, concat_ws(' ', summary, body) AS body,
        concat_ws(' ', title, keywords, summary, kind) AS fuzzy
      FROM search_documents WHERE ${PUBLIC_ROWS}
    ),
    scored AS (
      SELECT d.kind, d.key, d.title, d.body, d.vec @@ q.query AS matched, ts_rank(d.vec, q.query) AS rank,
        (SELECT min(word_similarity(words.w, d.fuzzy)) FROM words) AS likeness
      FROM docs d, q
    ),
    found AS (
      SELECT *, bool_or(matched) OVER () AS any_matched FROM scored
    ),
    top AS (
      SELECT * FROM found
      WHERE matched OR (NOT any_matched AND likeness >= ${TYPO_SIMILARITY})
      ORDER BY matched DESC, rank DESC, likeness DESC NULLS LAST, title
      LIMIT ${limit}
    )
    SELECT top.kind, top.key,
      ts_headline('english', translate(top.title, ${MARKS}, ''), q.query, ${`${HEADLINE}, HighlightAll=true`}) AS title,
      ts_headline('english', translate(top.body, ${MARKS}, ''), q.query, ${SNIPPET}) AS snippet
    FROM top, q
    ORDER BY top.matched DESC, top.rank DESC, top.likeness DESC NULLS LAST, top.title`;
  const groups = GROUPS.map(({ kind, label }) => ({
    kind,
    label,
    hits: rows
      .filter((row) => row.kind === kind)
      .map((row) => ({
        kind,
        href: row.key,
        title: toSegments(row.title),
        snippet: toSegments(row.snippet),
      })),
  })).filter((group) => group.hits.length > 0);
  return { query, total: rows.length, groups };
}
