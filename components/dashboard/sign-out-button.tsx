"use client";
import { useState } from "react";
import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { LogoutIcon } from "@/components/ui/icons";

export function SignOutButton({ className }: { className?: string }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      loading={pending}
      onClick={async () => {
        setPending(true);
        // No server-side redirect: next-auth would build it from NEXTAUTH_URL, which may name
        // another host or port than the one in the address bar. A full navigation also drops
        // every cached query of the signed-out user.
        await signOut({ redirect: false });
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign("/login");
      }}
    >
      {pending ? null : <LogoutIcon className="size-4" />}
      Sign out
    </Button>
  );
}
