-- CreateTable
CREATE TABLE "sign_in_addresses" (
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "last_success_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sign_in_addresses_pkey" PRIMARY KEY ("email","ip")
);

-- CreateTable
CREATE TABLE "share_links" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "share_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sign_in_addresses_last_success_at_idx" ON "sign_in_addresses"("last_success_at");

-- CreateIndex
CREATE INDEX "share_links_kind_item_id_idx" ON "share_links"("kind", "item_id");

-- CreateIndex
CREATE INDEX "share_links_expires_at_idx" ON "share_links"("expires_at");
