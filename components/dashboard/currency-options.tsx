// The options of every currency select in the dashboard: code and name, in the money table's order.
import { CURRENCIES, CURRENCY_CODES } from "@/lib/money";

export function CurrencyOptions() {
  return CURRENCY_CODES.map((c) => (
    <option key={c} value={c}>
      {c} · {CURRENCIES[c].name}
    </option>
  ));
}
