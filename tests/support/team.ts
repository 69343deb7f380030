// Team test helpers shared by the invite tests.
import { POST as accept } from "@/app/api/dashboard/team/invites/accept/route";

/** POST /api/dashboard/team/invites/accept as a signed-out visitor from this server's own origin. */
export async function acceptInviteRequest(body: unknown) {
  const res = await accept(
    new Request("http://localhost/api/dashboard/team/invites/accept", {
      method: "POST",
      headers: { host: "localhost", origin: "http://localhost", "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, json: await res.json() };
}
