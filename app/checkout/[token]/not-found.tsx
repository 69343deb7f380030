// The checkout's 404: an unknown or malformed payment link (notFound() in page.tsx).
import type { Metadata } from "next";
import { AlertIcon } from "@/components/ui/icons";

export const metadata: Metadata = {
  title: { absolute: "Payment link not found" },
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default function CheckoutNotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-5 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-slate-100 text-slate-600">
          <AlertIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-slate-900">Payment link not found</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-600">
          This link is not valid. Check that you copied the whole address, or ask the shop for a new payment link.
        </p>
      </div>
    </main>
  );
}
