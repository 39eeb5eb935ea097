-- CreateTable
CREATE TABLE "conversion_daily" (
    "day" DATE NOT NULL,
    "action" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "conversion_daily_pkey" PRIMARY KEY ("day","action","page")
);
