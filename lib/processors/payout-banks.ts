// Which of the gateway's banks and wallets (lib/catalog/banks.ts) each connector sends payouts to
//: Chapa's transfers reach Ethiopian banks and wallets, MTN MoMo's disbursements MTN
// wallets in the connection's country; Airtel Money's Airtel Money wallets in Uganda.
import type { ConnectorName } from "@/lib/processors/connector-specs";

export const PAYOUT_BANKS: Record<ConnectorName, readonly string[]> = {
  chapa: ["cbe", "awash", "dashen", "boa", "telebirr", "cbebirr", "mpesa_et", "cbe_usd"],
  mtn_momo: ["mtn_momo_ug"],
  // Stripe's payouts go to the operator's own bank account, not to the gateway's payees.
  stripe: [],
  airtel_money: ["airtel_ug"],
  // WaafiPay documents no transfer service: WAAFI wallets receive no payouts through it.
  waafipay: [],
};
