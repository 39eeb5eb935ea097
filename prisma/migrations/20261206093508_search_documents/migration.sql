-- Site search reads one table that every source feeds (lib/search/index.ts): the items of each content type and the
-- site's own pages, each source written again when its fingerprint changes. The per-table vectors and site_pages go.

-- DropIndex
DROP INDEX "blogs_search_vector_idx";

-- DropIndex
DROP INDEX "portfolios_search_vector_idx";

-- AlterTable
ALTER TABLE "blogs" DROP COLUMN "search_vector";

-- AlterTable
ALTER TABLE "portfolios" DROP COLUMN "search_vector";

-- DropTable
DROP TABLE "site_pages";

-- CreateTable
CREATE TABLE "search_documents" (
    "source" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "keywords" TEXT NOT NULL DEFAULT '',
    "summary" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'published',
    "publish_at" TIMESTAMP(3),
    "search_vector" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', "title"), 'A') ||
      setweight(to_tsvector('english', "keywords"), 'B') ||
      setweight(to_tsvector('english', "summary"), 'C') ||
      setweight(to_tsvector('english', "body"), 'D')
    ) STORED,

    CONSTRAINT "search_documents_pkey" PRIMARY KEY ("source","key")
);

-- CreateTable
CREATE TABLE "search_sources" (
    "source" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,

    CONSTRAINT "search_sources_pkey" PRIMARY KEY ("source")
);

-- CreateIndex
CREATE INDEX "search_documents_search_vector_idx" ON "search_documents" USING GIN ("search_vector");
