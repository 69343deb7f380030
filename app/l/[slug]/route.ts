// GET /l/[slug]: the public page of a payment, donation or event link; POST: its form (app/l/[slug]/render-link-page.ts).
import { withRequestId } from "@/lib/http/routes";
import { linkFormResponse, linkPageResponse } from "./render-link-page";

type Ctx = { params: Promise<{ slug: string }> };

export const GET = withRequestId(async (request: Request, ctx: Ctx) => linkPageResponse(request, (await ctx.params).slug));
export const POST = withRequestId(async (request: Request, ctx: Ctx) => linkFormResponse(request, (await ctx.params).slug));
