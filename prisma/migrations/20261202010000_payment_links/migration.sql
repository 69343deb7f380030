-- Issue 29: payment links (payment, donation and event pages), their uploaded images, event ticket
-- types and tickets; Payment.paymentLinkId; the merchant's receipt e-mail setting. Additive only.
-- AlterTable
ALTER TABLE "Merchant" ADD COLUMN     "receiptEmailsEnabled" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "paymentLinkId" TEXT;

-- CreateTable
CREATE TABLE "PaymentLink" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "kind" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT,
    "amountMin" BIGINT,
    "amountMax" BIGINT,
    "suggestedAmounts" BIGINT[] DEFAULT ARRAY[]::BIGINT[],
    "quantityEnabled" BOOLEAN NOT NULL DEFAULT false,
    "maxQuantity" INTEGER,
    "collectName" BOOLEAN NOT NULL DEFAULT true,
    "collectEmail" BOOLEAN NOT NULL DEFAULT true,
    "collectPhone" BOOLEAN NOT NULL DEFAULT false,
    "customFields" JSONB NOT NULL DEFAULT '[]',
    "splitRules" JSONB,
    "feeBearer" "FeeBearer" NOT NULL DEFAULT 'merchant',
    "redirectUrl" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "expiresAt" TIMESTAMP(3),
    "maxPayments" INTEGER,
    "paymentCount" INTEGER NOT NULL DEFAULT 0,
    "amountCollected" BIGINT NOT NULL DEFAULT 0,
    "imageId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentLink_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PaymentLink_kind_check" CHECK ("kind" IN ('payment', 'donation', 'event')),
    CONSTRAINT "PaymentLink_amounts_check" CHECK (("amount" IS NULL OR "amount" > 0) AND ("amountMin" IS NULL OR "amountMin" > 0) AND ("amountMax" IS NULL OR "amountMax" >= COALESCE("amountMin", 1))),
    CONSTRAINT "PaymentLink_counts_check" CHECK ("paymentCount" >= 0 AND "amountCollected" >= 0 AND ("maxPayments" IS NULL OR "maxPayments" > 0))
);

-- CreateTable
CREATE TABLE "PaymentLinkImage" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentLinkImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TicketType" (
    "id" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "price" BIGINT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "taken" INTEGER NOT NULL DEFAULT 0,
    "salesStartAt" TIMESTAMP(3),
    "salesEndAt" TIMESTAMP(3),
    "position" INTEGER NOT NULL,

    CONSTRAINT "TicketType_pkey" PRIMARY KEY ("id"),
    -- The last ticket is exact under concurrency: a hold is `taken = taken + n WHERE taken + n <= quantity`,
    -- and this CHECK refuses any write that would oversell.
    CONSTRAINT "TicketType_stock_check" CHECK ("taken" >= 0 AND "taken" <= "quantity" AND "quantity" >= 0 AND "price" > 0)
);

-- CreateTable
CREATE TABLE "Ticket" (
    "id" TEXT NOT NULL,
    "merchantId" TEXT NOT NULL,
    "mode" "Mode" NOT NULL,
    "linkId" TEXT NOT NULL,
    "ticketTypeId" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attendeeName" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "checkedInAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Ticket_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Ticket_status_check" CHECK ("status" IN ('held', 'paid', 'released'))
);

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLink_slug_key" ON "PaymentLink"("slug");

-- CreateIndex
CREATE INDEX "PaymentLink_merchantId_mode_createdAt_id_idx" ON "PaymentLink"("merchantId", "mode", "createdAt", "id");

-- CreateIndex
CREATE INDEX "PaymentLinkImage_merchantId_createdAt_idx" ON "PaymentLinkImage"("merchantId", "createdAt");

-- CreateIndex
CREATE INDEX "TicketType_linkId_position_idx" ON "TicketType"("linkId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_reference_key" ON "Ticket"("reference");

-- CreateIndex
CREATE INDEX "Ticket_linkId_createdAt_id_idx" ON "Ticket"("linkId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Ticket_paymentId_idx" ON "Ticket"("paymentId");

-- CreateIndex
CREATE INDEX "Payment_paymentLinkId_createdAt_idx" ON "Payment"("paymentLinkId", "createdAt");

-- AddForeignKey
ALTER TABLE "PaymentLink" ADD CONSTRAINT "PaymentLink_merchantId_fkey" FOREIGN KEY ("merchantId") REFERENCES "Merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketType" ADD CONSTRAINT "TicketType_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "PaymentLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "PaymentLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_ticketTypeId_fkey" FOREIGN KEY ("ticketTypeId") REFERENCES "TicketType"("id") ON DELETE CASCADE ON UPDATE CASCADE;
