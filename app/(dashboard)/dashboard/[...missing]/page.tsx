// Any /dashboard/... address no page answers: without this catch-all, Next renders its
// bare root 404 outside the dashboard layout, with no way back. Here notFound() is thrown below
// the dashboard layout, so ../not-found.tsx renders inside the frame, navigation included.
import { notFound } from "next/navigation";

export default function MissingDashboardPage(): never {
  notFound();
}
