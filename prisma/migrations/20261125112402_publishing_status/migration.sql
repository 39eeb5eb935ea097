-- AlterTable
ALTER TABLE "blogs" ADD COLUMN     "publish_at" TIMESTAMP(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'draft';

-- AlterTable
ALTER TABLE "portfolios" ADD COLUMN     "publish_at" TIMESTAMP(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'draft';

-- CreateIndex
CREATE INDEX "blogs_status_publish_at_idx" ON "blogs"("status", "publish_at");

-- CreateIndex
CREATE INDEX "portfolios_status_publish_at_idx" ON "portfolios"("status", "publish_at");

-- Everything stored before this migration was public: it stays published. New rows start as drafts.
UPDATE "blogs" SET "status" = 'published';
UPDATE "portfolios" SET "status" = 'published';
