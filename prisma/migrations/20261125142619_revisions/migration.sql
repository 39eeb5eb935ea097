-- CreateTable
CREATE TABLE "revisions" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changed" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "snapshot" JSON NOT NULL,
    "item_updated_at" TIMESTAMP(3) NOT NULL,
    "restored_from" TIMESTAMP(3),
    "author" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "revisions_entity_item_id_id_idx" ON "revisions"("entity", "item_id", "id" DESC);
