import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { GeistSans } from "geist/font/sans";
import { GeistMono } from "geist/font/mono";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Gateway", template: "%s · Gateway" },
  description: "Self-hosted payment gateway: API, hosted checkout and merchant dashboard",
};

export const viewport: Viewport = { themeColor: "#4f46e5" };

// Every page is rendered per request: proxy.ts sends a fresh CSP nonce with each
// one, and Next can put it on its inline scripts only while rendering. A page prerendered at
// build time would carry no nonce, and the browser would refuse its scripts.
export const dynamic = "force-dynamic";

// No client providers here: the dashboard's (React Query, toasts) are in its own layout, so pages
// that do not use them, the hosted checkout first (its first-load JavaScript), do not
// load them.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="font-sans">{children}</body>
    </html>
  );
}
