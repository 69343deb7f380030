// next-auth module augmentation for the dashboard session (lib/auth/session.ts).
import "next-auth";
import "next-auth/jwt";
import type { DashboardRole } from "@/lib/catalog/permissions";

declare module "next-auth" {
  interface Session {
    userId: string;
    merchantId: string;
    role: DashboardRole;
    /** The token's sign-in time (seconds): a password reset ends the sessions signed in before it. */
    authTime?: number;
  }
  interface User {
    merchantId: string;
    role: DashboardRole;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    userId?: string;
    merchantId?: string;
    role?: DashboardRole;
    /** Sign-in time, seconds since the epoch: the absolute session limit counts from it. */
    authTime?: number;
  }
}
