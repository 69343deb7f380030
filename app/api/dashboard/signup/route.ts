// POST /api/dashboard/signup: creates a merchant, its owner login and its API keys (no session yet).
// The browser signs in with the same e-mail and password afterwards. The test secret key is
// returned once so the new merchant can make a first API call; live keys are rolled when needed.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { signUpSchema } from "@/lib/schemas/merchant";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    auth: "none",
    body: signUpSchema,
    // createMerchant hashes the password before it opens its own transaction.
    transaction: "service",
    handler: async ({ db, body }) => {
      const { merchant, keys } = await createMerchant(db, body, "signup");
      return {
        status: 201,
        message: "Account created",
        data: { merchant_id: merchant.id, business_name: merchant.name, test_secret_key: keys.test.secret },
      };
    },
  }),
});
