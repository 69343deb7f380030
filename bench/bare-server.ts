// Baseline for `npm run bench`: a bare node:http server doing the same API-key lookup as
// the gateway (SHA-256 of the bearer key, one indexed query) with a pg pool, no framework.
// GET /v2/payments/{id}/verify adds verify's read: the gateway's own statement (BARE_VERIFY_SQL,
// handed over by bench/run.ts from lib/payments/find-payment.ts; $1 the id, $2 the merchant) as a
// named prepared statement, as the gateway sends it; the payment must be of the key's mode.
import http from "node:http";
import crypto from "node:crypto";
import pg from "pg";

const port = Number(process.argv[2] ?? 3401);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const verifySql = process.env.BARE_VERIFY_SQL;
if (!verifySql) throw new Error("bare-server: BARE_VERIFY_SQL (verify's statement) is not set; bench/run.ts sets it");

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
      const { rows: found } = await pool.query({ name: "bare_verify", text: verifySql, values: [decodeURIComponent(verify[1]), rows[0].merchantId] });
      const p = found[0]?.payment;
      if (!p || p.mode !== rows[0].mode) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"status":"error"}');
        return;
      }
      body = JSON.stringify({
        status: "success",
        message: "Payment verified",
        data: { gateway_reference: p.id, merchant_reference: p.merchantReference, status: p.status, amount: String(p.amount), currency: p.currency, created_at: p.createdAt, split: found[0].splits },
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
