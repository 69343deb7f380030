// An unknown invoice id, another merchant's invoice, or one of the other mode.
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function InvoiceNotFound() {
  return <ObjectNotFound kind="invoice" />;
}
