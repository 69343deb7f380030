// A merchant's time zone: the IANA zone its dashboard counts days in. The
// merchant's choice (Merchant.timeZone, set in the dashboard's settings), else its country's
// zone, else UTC. The arithmetic lives in lib/catalog/time-zones.ts.
import { timeZoneForCountry } from "@/lib/catalog/time-zones";

export { timeZoneForCountry };

/** The zone the dashboard uses: the merchant's choice, else its country's, else UTC. */
export function merchantTimeZone(m: { timeZone?: string | null; country?: string | null }): string {
  return m.timeZone ?? timeZoneForCountry(m.country) ?? "UTC";
}
