-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "landing_page" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "pages_seen" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "referrer_host" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utm_campaign" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utm_medium" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utm_source" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "insight_views" (
    "id" BIGSERIAL NOT NULL,
    "visit_id" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "referrer_host" TEXT NOT NULL DEFAULT '',
    "utm_source" TEXT NOT NULL DEFAULT '',
    "utm_medium" TEXT NOT NULL DEFAULT '',
    "utm_campaign" TEXT NOT NULL DEFAULT '',
    "device" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "insight_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insight_vitals" (
    "id" BIGSERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "insight_vitals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insight_page_daily" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "views" INTEGER NOT NULL,
    "visits" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,

    CONSTRAINT "insight_page_daily_pkey" PRIMARY KEY ("day","path","device")
);

-- CreateTable
CREATE TABLE "insight_visit_daily" (
    "day" DATE NOT NULL,
    "landing_path" TEXT NOT NULL,
    "referrer_host" TEXT NOT NULL,
    "utm_source" TEXT NOT NULL,
    "utm_medium" TEXT NOT NULL,
    "utm_campaign" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "visits" INTEGER NOT NULL,

    CONSTRAINT "insight_visit_daily_pkey" PRIMARY KEY ("day","landing_path","referrer_host","utm_source","utm_medium","utm_campaign","device")
);

-- CreateTable
CREATE TABLE "insight_vital_daily" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "bucket" DOUBLE PRECISION NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "insight_vital_daily_pkey" PRIMARY KEY ("day","path","device","metric","bucket")
);

-- CreateIndex
CREATE INDEX "insight_views_created_at_idx" ON "insight_views"("created_at");

-- CreateIndex
CREATE INDEX "insight_views_visit_id_created_at_idx" ON "insight_views"("visit_id", "created_at");

-- CreateIndex
CREATE INDEX "insight_vitals_created_at_idx" ON "insight_vitals"("created_at");
