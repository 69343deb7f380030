"use client";
// The /docs navigation on small screens: a disclosure above the page that closes once a link
// has been followed (the layout, and so this element, stays mounted across docs pages).
import { useEffect, useRef, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import { MenuIcon } from "@/components/ui/icons";

export function DocsMobileMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return (
    <details ref={ref} className="group border-b border-slate-200 bg-white lg:hidden">
      <summary className={cn("flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-medium text-slate-700 sm:px-6", focusRing)}>
        <MenuIcon className="size-5 text-slate-500" />
        <span className="group-open:hidden">Show navigation</span>
        <span className="hidden group-open:inline">Hide navigation</span>
      </summary>
      <div className="px-2 pb-4 sm:px-4">{children}</div>
    </details>
  );
}
