-- CreateTable
CREATE TABLE "draft_copies" (
    "id" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "user_email" TEXT NOT NULL,
    "values" JSONB NOT NULL,
    "saved_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "draft_copies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "draft_copies_entity_item_id_user_email_key" ON "draft_copies"("entity", "item_id", "user_email");
