// `npm run bench`: serves the built app on local workerd (fresh D1/R2 state) and measures, side by side
// in one run, a trivial route, sign-in, and the password hash itself. Build first (`npm run build`).
import { randomBytes } from "node:crypto";
import { postJson, signUp } from "./bench/client.mjs";
import { startServer } from "./bench/server.mjs";
import { measure, printTable } from "./bench/stats.mjs";

const port = Number(process.env.BENCH_PORT ?? 8797);
const { base, stop } = await startServer({ port, stateDir: ".wrangler/bench-state" });

try {
  const { account, cookie } = await signUp(base, randomBytes(4).toString("hex"));
  const { hashPassword, verifyPassword } = await import("../worker/lib/password.ts");
  const stored = await hashPassword(account.password);

  const trivial = await measure("GET /api/health (trivial route)", { runs: 300 }, async () => {
    await (await fetch(`${base}/api/health`)).arrayBuffer();
  });
  const currentUser = await measure("GET /api/auth/user (session + 1 row)", { runs: 300 }, async () => {
    await (await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } })).arrayBuffer();
  });
  const signIn = await measure("POST /api/auth/login (correct password)", { runs: 40 }, async () => {
    const response = await postJson(base, "/api/auth/login", { usernameOrEmail: account.username, password: account.password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
    await response.arrayBuffer();
  });
  const hash = await measure("scrypt verify in Node (same parameters)", { runs: 40 }, () =>
    verifyPassword(account.password, stored),
  );

  console.log(`\nLocal workerd at ${base}, sequential requests, one client.\n`);
  printTable([trivial, currentUser, signIn, hash], trivial);
} finally {
  stop();
}
