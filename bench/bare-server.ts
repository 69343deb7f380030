// Baseline for `npm run bench`: a bare node:http server doing the same API-key lookup as
// the gateway (SHA-256 of the bearer key, one indexed query) with a pg pool, no framework.
// GET /v2/payments/{id}/verify adds verify's read: the payment by id, this merchant and mode.
import http from "node:http";
import crypto from "node:crypto";
import pg from "pg";

const port = Number(process.argv[2] ?? 3401);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = http.createServer(async (req, res) => {
  const auth = req.headers.authorization ?? "";
  const key = auth.startsWith("Bearer ") ? auth.slice(7) : "";
  const hash = crypto.createHash("sha256").update(key).digest("hex");
  try {
    const { rows } = await pool.query(
      'SELECT k."merchantId", k.mode, m.name FROM "ApiKey" k JOIN "Merchant" m ON m.id = k."merchantId" WHERE k.hash = $1 AND k."revokedAt" IS NULL',
      [hash],
    );
    if (!rows[0]) {
      res.writeHead(401, { "content-type": "application/json" }).end('{"status":"error"}');
      return;
    }
    const verify = /^\/v2\/payments\/([^/?]+)\/verify/.exec(req.url ?? "");
    let body: string;
    if (verify) {
      const { rows: payments } = await pool.query(
        'SELECT * FROM "Payment" WHERE id = $1 AND "merchantId" = $2 AND mode = $3::"Mode"',
        [decodeURIComponent(verify[1]), rows[0].merchantId, rows[0].mode],
      );
      if (!payments[0]) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"status":"error"}');
        return;
      }
      const p = payments[0];
      body = JSON.stringify({
        status: "success",
        message: "Payment verified",
        data: { gateway_reference: p.id, merchant_reference: p.merchantReference, status: p.status, amount: String(p.amount), currency: p.currency, created_at: p.createdAt },
      });
    } else {
      body = JSON.stringify({
        status: "success",
        message: "Account retrieved",
        data: { merchant_id: rows[0].merchantId, business_name: rows[0].name, mode: rows[0].mode },
      });
    }
    res.writeHead(200, { "content-type": "application/json" }).end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

server.listen(port, "127.0.0.1", () => console.log(`bare server on ${port}`));
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
