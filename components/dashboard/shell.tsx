"use client";
// The dashboard frame: sidebar navigation (a drawer on small screens), a top bar with
// the test/live switch, the merchant and the signed-in user, and an orange banner in test mode.
import { useState, type ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ModeBadge } from "@/components/dashboard/mode-badge";
import { DashboardProvider, type DashboardViewer } from "@/components/dashboard/dashboard-context";
import { ModeSwitch } from "@/components/dashboard/mode-switch";
import { SignOutButton } from "@/components/dashboard/sign-out-button";
import { NAV_SECTIONS, isActive } from "@/components/dashboard/nav";
import { awaitingSentence, usePayoutsAwaitingYou } from "@/components/dashboard/payouts/payout-hooks";
import { CAN_APPROVE_PAYOUTS, CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import { holdSentence } from "@/lib/catalog/merchant-states";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import { CloseIcon, LogoMark, MenuIcon } from "@/components/ui/icons";
import { useOverlay } from "@/components/ui/use-overlay";

export function DashboardShell({ viewer, children }: { viewer: DashboardViewer; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const testMode = viewer.mode === "test";

  return (
    <DashboardProvider value={viewer}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col bg-slate-50">
        {testMode ? (
          <section aria-label="Test mode" className="bg-orange-500 px-4 py-1.5 text-center text-xs font-medium text-orange-950">
            <span className="mr-2 rounded bg-orange-950 px-1.5 py-0.5 font-semibold tracking-wide text-orange-50 uppercase">Test data</span>
            You are in test mode: payments are simulated and no real money moves.
          </section>
        ) : null}
        <HoldBanner viewer={viewer} />
        <ActivationBanner viewer={viewer} />
        <div className="flex flex-1">
          <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-slate-200 bg-white md:flex">
            <SidebarContent viewer={viewer} />
          </aside>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} viewer={viewer} />

          <div className="flex min-w-0 flex-1 flex-col">
            <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
              <button
                type="button"
                onClick={() => setMenuOpen(true)}
                aria-expanded={menuOpen}
                className={cn("-ml-1 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 md:hidden", focusRing)}
              >
                <span className="sr-only">Open navigation</span>
                <MenuIcon className="size-5" />
              </button>
              <p className="hidden min-w-0 truncate text-sm font-medium text-slate-900 sm:block md:hidden">{viewer.merchantName}</p>
              <div className="ml-auto flex items-center gap-2 sm:gap-3">
                <ModeBadge mode={viewer.mode} />
                <ModeSwitch />
              </div>
            </header>
            <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8">
              {children}
            </main>
          </div>
        </div>
      </div>
    </DashboardProvider>
  );
}

/**
 * In live mode, a merchant the operator has not activated sees why live keys
 * answer ACTIVATION_PENDING and where the checklist is; once activated, that its live secret
 * key waits to be shown once. Not on the checklist page itself.
 */
function ActivationBanner({ viewer }: { viewer: DashboardViewer }) {
  const pathname = usePathname();
  if (viewer.mode !== "live" || pathname.startsWith("/dashboard/settings/activation")) return null;
  const { status, liveKeyAvailable } = viewer.activation;
  if (status === "activated" && !liveKeyAvailable) return null;
  const text =
    status === "activated"
      ? "Live mode is activated: your live secret key is ready to be shown once."
      : status === "submitted"
        ? "Live mode is locked: waiting for the operator to activate your account."
        : "Live mode is locked until your account is activated: finish the go-live checklist.";
  return (
    <section aria-label="Live activation" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      {text}{" "}
      <Link href="/dashboard/settings/activation" className={cn("font-semibold underline", focusRing)}>
        {status === "activated" ? "Reveal your live key" : "Go-live checklist"}
      </Link>
    </section>
  );
}

/** The operator's suspension or restriction, in both modes and on every page, with their reason. */
function HoldBanner({ viewer }: { viewer: DashboardViewer }) {
  if (!viewer.hold) return null;
  return (
    <section role="alert" aria-label="Account hold" className="bg-red-100 px-4 py-2 text-center text-sm text-red-950">
      {holdSentence(viewer.hold)}
      {viewer.hold.reason ? <span className="font-semibold"> Reason: {viewer.hold.reason}</span> : null}
    </section>
  );
}

function SidebarContent({ viewer, onNavigate }: { viewer: DashboardViewer; onNavigate?: () => void }) {
  const pathname = usePathname();
  // Payouts waiting for this member's decision: a count on Payouts, so an approver sees them from any page.
  const awaiting = usePayoutsAwaitingYou(viewer.mode, { approve: CAN_APPROVE_PAYOUTS.includes(viewer.role), move: CAN_MOVE_MONEY.includes(viewer.role) });
  const cueId = onNavigate ? "nav-payouts-awaiting-menu" : "nav-payouts-awaiting";
  return (
    <>
      <div className="flex h-14 items-center gap-2.5 border-b border-slate-100 px-5">
        <LogoMark className="size-7" />
        <span className="text-[15px] font-semibold tracking-tight text-slate-900">Gateway</span>
      </div>
      <div className="px-5 pt-4 pb-2">
        <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">Account</p>
        <p className="mt-0.5 truncate text-sm font-semibold text-slate-900" title={viewer.merchantName}>
          {viewer.merchantName}
        </p>
        <p className="text-xs text-slate-500 capitalize">{viewer.role}</p>
      </div>
      {/* min-h-0: a flex child is otherwise at least as tall as its entries, so on a short window the
          last ones fell below the screen instead of the list scrolling. */}
      <nav aria-label="Dashboard" className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        {NAV_SECTIONS.map((section, i) => (
          <div key={section.label ?? i} className="mb-3">
            {section.label ? (
              <p className="px-2 pt-2 pb-1 text-[11px] font-medium tracking-wide text-slate-500 uppercase">{section.label}</p>
            ) : null}
            <ul className="space-y-0.5">
              {section.items.filter((item) => !item.testOnly || viewer.mode === "test").map((item) => {
                const active = isActive(pathname, item.href);
                const Icon = item.icon;
                const cue = item.href === "/dashboard/payouts" && awaiting.count > 0;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      // The count is the link's description, not its name: the link stays "Payouts".
                      aria-describedby={cue ? cueId : undefined}
                      className={cn(
                        "flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm font-medium transition-colors",
                        active ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                        focusRing,
                      )}
                    >
                      <Icon className={cn("size-[18px]", active ? "text-indigo-600" : "text-slate-400")} />
                      {item.label}
                      {cue ? (
                        <>
                          <span aria-hidden="true" className="ml-auto min-w-5 rounded-full bg-amber-100 px-1.5 text-center text-xs font-semibold text-amber-900 tabular-nums">
                            {awaiting.count}
                            {awaiting.more ? "+" : ""}
                          </span>
                          <span id={cueId} hidden>
                            {awaitingSentence(awaiting.count, awaiting.more)}
                          </span>
                        </>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-slate-100 px-3 py-3">
        <p className="truncate px-2 text-xs text-slate-500" title={viewer.email}>
          Signed in as <span className="font-medium text-slate-700">{viewer.email}</span>
        </p>
        <SignOutButton className="mt-1.5 w-full justify-start" />
      </div>
    </>
  );
}

/** The sidebar as a modal drawer on small screens: native <dialog> keeps focus inside, Escape closes. */
function MobileMenu({ open, onClose, viewer }: { open: boolean; onClose: () => void; viewer: DashboardViewer }) {
  const overlay = useOverlay({ open, onClose });
  return (
    <dialog
      {...overlay}
      aria-label="Navigation"
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/40 md:hidden"
    >
      <div className="flex h-full flex-col">
        <button
          type="button"
          onClick={onClose}
          className={cn("absolute top-3.5 right-3 rounded-md p-1 text-slate-500 hover:bg-slate-100", focusRing)}
        >
          <span className="sr-only">Close navigation</span>
          <CloseIcon className="size-5" />
        </button>
        <SidebarContent viewer={viewer} onNavigate={onClose} />
      </div>
    </dialog>
  );
}
