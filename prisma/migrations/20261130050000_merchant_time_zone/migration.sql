-- Issue 27, item 12: a merchant's time zone (an IANA name, validated by the application); null
-- means the zone of the merchant's country, else UTC (lib/merchants/time-zone.ts).
ALTER TABLE "Merchant" ADD COLUMN "timeZone" TEXT;
