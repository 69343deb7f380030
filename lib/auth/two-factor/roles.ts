// Every dashboard role: each member manages their own two-factor sign-in (issue 14). Read from
// the database enum, so a role added later is included without a change here.
import { Role } from "@/lib/generated/prisma/enums";
import type { DashboardRole } from "@/lib/dashboard/types";

export const EVERY_ROLE = Object.values(Role) as readonly DashboardRole[];
