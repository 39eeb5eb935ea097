-- Testimonials (lib/testimonials/): the reviews page's reviews and the case studies' client quotes, one content type.
-- A database that already holds projects gets each case study's testimonial as a row of its own, linked to the
-- project and published (the case study shows it while the project is public). The built-in reviews are seeded at
-- the next start (lib/seed.ts seeds a content type the first time it is there).

-- CreateTable
CREATE TABLE "testimonials" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "quote" TEXT NOT NULL,
    "role" TEXT,
    "company" TEXT,
    "rating" INTEGER NOT NULL DEFAULT 5,
    "service" TEXT,
    "image" TEXT,
    "project_id" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "publish_at" TIMESTAMP(3),
    "created_by_id" TEXT,
    "review_requested_at" TIMESTAMP(3),
    "review_note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "testimonials_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "testimonials_sort_order_idx" ON "testimonials"("sort_order");

-- CreateIndex
CREATE INDEX "testimonials_project_id_idx" ON "testimonials"("project_id");

-- CreateIndex
CREATE INDEX "testimonials_status_publish_at_idx" ON "testimonials"("status", "publish_at");

-- AddForeignKey
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Copy the existing projects' case-study testimonials (the extended one, else the short one).
INSERT INTO "testimonials" ("id", "title", "quote", "role", "company", "rating", "project_id", "sort_order", "status",
  "created_at", "updated_at")
SELECT left(p."id", 187) || '-testimonial',
  left(coalesce(nullif(btrim(p."extended_testimonial"->>'author'), ''), nullif(btrim(p."client"), ''), p."title"), 200),
  left(coalesce(nullif(btrim(p."extended_testimonial"->>'quote'), ''), btrim(p."testimonial")), 2000),
  left(nullif(btrim(p."extended_testimonial"->>'position'), ''), 200),
  left(coalesce(nullif(btrim(p."extended_testimonial"->>'company'), ''), nullif(btrim(p."client"), '')), 200),
  5, p."id", 0, 'published', p."created_at", CURRENT_TIMESTAMP
FROM "portfolios" p
WHERE coalesce(nullif(btrim(p."extended_testimonial"->>'quote'), ''), nullif(btrim(p."testimonial"), '')) IS NOT NULL
ON CONFLICT ("id") DO NOTHING;
