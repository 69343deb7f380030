import { RowsSkeleton } from "@/components/ui/skeleton";

export function KeysSkeleton() {
  return <RowsSkeleton label="Loading keys" cells={["h-4 w-28", "h-6 w-72", "h-5 w-16 rounded-full", "h-4 w-32"]} />;
}
