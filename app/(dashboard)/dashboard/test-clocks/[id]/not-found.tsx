// An unknown test clock id, another merchant's clock, or any clock while the dashboard shows live mode.
import { ObjectNotFound } from "@/components/dashboard/object-not-found";

export default function TestClockNotFound() {
  return <ObjectNotFound kind="test_clock" />;
}
