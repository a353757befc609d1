import { randomUUID } from "node:crypto";

export const TRIVIAL = "GET /api/health (trivial route)";
const PANELS = ["hood", "roof", "driver_side", "passenger_side", "front_panel", "rear_panel"];

/** Round robin over a list, each kind with its own turn. */
function turns(items) {
  let next = 0;
  return () => items[next++ % items.length];
}

/**
 * The requests of a busy shop, one of each kind in turn on every connection; each picks the next
 * account (and its next job or photo) in its setupRequest, as that person's browser would ask.
 */
export function shopMix(base, shop) {
  const { accounts, shareToken } = shop;
  const owner = accounts[0];
  const jobOf = turns(accounts.flatMap((account) => account.jobs.map((job) => ({ headers: account.headers, job }))));
  const photoOf = turns(accounts.flatMap((account) => account.photos.map((path) => ({ headers: account.headers, path }))));
  const accountOf = turns(accounts);
  const get = (kind, pick) => ({ kind, method: "GET", setupRequest: (request) => ({ ...request, ...pick() }) });
  return [
    get(TRIVIAL, () => ({ path: "/api/health" })),
    get("GET /api/jobs (first page)", () => ({ path: "/api/jobs", headers: accountOf().headers })),
    get("GET /api/jobs?scope=team (owner)", () => ({ path: "/api/jobs?scope=team", headers: owner.headers })),
    get("GET /api/jobs?search=transit", () => ({ path: "/api/jobs?search=transit", headers: accountOf().headers })),
    get("GET /api/jobs/:id", () => {
      const { headers, job } = jobOf();
      return { path: `/api/jobs/${job}`, headers };
    }),
    get("GET /api/jobs/:id/measurements", () => {
      const { headers, job } = jobOf();
      return { path: `/api/jobs/${job}/measurements`, headers };
    }),
    {
      kind: "POST /api/jobs/:id/measurements",
      method: "POST",
      setupRequest: (request) => {
        const { headers, job } = jobOf();
        const panel = PANELS[Math.floor(Math.random() * PANELS.length)];
        return {
          ...request,
          path: `/api/jobs/${job}/measurements`,
          headers: { ...headers, Origin: base, "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
          body: JSON.stringify({ id: randomUUID(), jobType: "vehicle", panel, width: 60, height: 48 }),
        };
      },
    },
    get("GET /api/photos/:id/thumb", () => photoOf()),
    get("GET /shared/:token (public page)", () => ({ path: `/shared/${shareToken}` })),
    get("GET /api/shared/:token (its API)", () => ({ path: `/api/shared/${shareToken}` })),
  ];
}

export const adds = (mix) => mix.filter((request) => request.method === "POST").length;

/** Sends each kind once with fetch: its status and D1 statement count, so a wrong path fails before the load. */
export async function checkEachOnce(base, mix) {
  const lines = [];
  let failed = false;
  for (const request of mix) {
    const built = request.setupRequest({ method: request.method, headers: {} });
    const response = await fetch(`${base}${built.path}`, { method: built.method, headers: built.headers, body: built.body });
    const body = await response.arrayBuffer();
    const ok = response.status >= 200 && response.status < 300;
    failed ||= !ok;
    const detail = ok ? "" : ` ${new TextDecoder().decode(body).slice(0, 200)}`;
    lines.push(`${request.kind.padEnd(40)} ${response.status} (${response.headers.get("X-D1-Queries") ?? "-"} D1 statements, ${body.byteLength} bytes)${detail}`);
  }
  return { lines, failed };
}
