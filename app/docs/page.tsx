// GET /docs: the developer docs' home, the guides found in docs/ and the API reference.
import type { Metadata } from "next";
import Link from "next/link";
import { listDocs, type DocLink } from "@/lib/docs/list-docs";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";

export const metadata: Metadata = { title: "Developer docs" };

export default function DocsHomePage() {
  const { guides, more } = listDocs();
  const quickstart = guides.find((guide) => guide.slug === "quickstart");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-8 lg:py-14">
      <p className="text-sm font-medium text-indigo-700">Developer docs</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Build with Gateway</h1>
      <p className="mt-4 max-w-2xl text-[15px] leading-7 text-slate-600">
        Accept payments with a hosted checkout, split them between subaccounts, pay out to banks and wallets, and hear about every change
        through signed webhooks. Everything here works in test mode first: use a <code className="rounded bg-slate-200/70 px-1 py-0.5 text-[13px]">sk_test_…</code>{" "}
        key and no real money moves.
      </p>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <FeatureLink
          href="/docs/reference"
          title="API reference"
          text="Every v2 endpoint with its request, responses and errors, generated from the OpenAPI document. Try requests with your test key."
        />
        {quickstart ? (
          <FeatureLink href={quickstart.href} title={quickstart.title} text={quickstart.summary ?? ""} />
        ) : (
          <FeatureLink href="/v2/openapi.json" title="OpenAPI document" text="The machine-readable description of the v2 API, for code generators and tools." />
        )}
      </div>

      <section aria-labelledby="guides-title" className="mt-12">
        <h2 id="guides-title" className="text-xl font-semibold tracking-tight text-slate-900">
          Guides
        </h2>
        <GuideList docs={guides} />
      </section>

      {more.length ? (
        <section aria-labelledby="more-title" className="mt-12">
          <h2 id="more-title" className="text-xl font-semibold tracking-tight text-slate-900">
            More
          </h2>
          <p className="mt-1 text-sm text-slate-600">Other documents from the repository: background, measurements and the choices made along the way.</p>
          <GuideList docs={more} />
        </section>
      ) : null}
    </div>
  );
}

function FeatureLink({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Link
      href={href}
      className={cn("group block rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-indigo-300", focusRing)}
    >
      <span className="text-[15px] font-semibold text-slate-900 group-hover:text-indigo-700">
        {title} <span aria-hidden="true">→</span>
      </span>
      <span className="mt-1.5 block text-sm leading-6 text-slate-600">{text}</span>
    </Link>
  );
}

function GuideList({ docs }: { docs: DocLink[] }) {
  return (
    <ul className="mt-4 divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {docs.map((doc) => (
        <li key={doc.slug}>
          <Link href={doc.href} className={cn("block px-5 py-3.5 hover:bg-slate-50", focusRing)}>
            <span className="text-sm font-semibold text-indigo-700">{doc.title}</span>
            {doc.summary ? <span className="mt-0.5 block text-sm text-slate-600">{doc.summary}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
