-- AlterTable
ALTER TABLE "portfolios" ALTER COLUMN "metrics" SET DATA TYPE JSON;
