-- AlterTable
ALTER TABLE "portfolios" ADD COLUMN     "also_show_on" TEXT[] DEFAULT ARRAY[]::TEXT[];
