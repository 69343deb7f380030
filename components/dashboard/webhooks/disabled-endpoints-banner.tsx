// On the overview: "An endpoint failing for 5 days straight is disabled and the
// merchant is told in the dashboard". One line per endpoint the gateway turned off in the mode
// shown, with its reason and a link to the webhooks page, where it can be turned on again.
import Link from "next/link";
import { Notice } from "@/components/ui/notice";

export function DisabledEndpointsBanner({ endpoints }: { endpoints: { id: string; url: string; disabledReason: string | null }[] }) {
  if (endpoints.length === 0) return null;
  const one = endpoints.length === 1;
  return (
    <Notice tone="danger" role="alert" className="mb-6" title={one ? "A webhook endpoint was turned off" : `${endpoints.length} webhook endpoints were turned off`}>
      <ul className="space-y-1">
        {endpoints.map((e) => (
          <li key={e.id}>
            <span className="font-mono break-all">{e.url}</span>: {e.disabledReason}
          </li>
        ))}
      </ul>
      <Link href="/dashboard/webhooks" className="mt-2 inline-block font-medium underline">
        Review webhooks
      </Link>
    </Notice>
  );
}
