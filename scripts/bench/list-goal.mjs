import { measureInTurn } from "./stats.mjs";

const GOAL = { session: 1.2, trivial: 1.6 };

/**
 * Issue 30's goal for the jobs list (first page at 10,000 jobs: <= 1.2x the session route, <= 1.6x the trivial route),
 * the three requests measured in turn, so that what else the machine does falls on all three alike.
 */
export async function benchListGoal(base, cookie, runs = 300) {
  const get = (path, headers = {}) => async () => {
    const response = await fetch(`${base}${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const [trivial, session, list] = await measureInTurn(
    [
      { name: "GET /api/health (trivial route)", fn: get("/api/health") },
      { name: "GET /api/auth/user (session route)", fn: get("/api/auth/user", { Cookie: cookie }) },
      { name: "GET /api/jobs first page (10,000 jobs)", fn: get("/api/jobs", { Cookie: cookie }) },
    ],
    { runs },
  );
  const xSession = list.median / session.median;
  const xTrivial = list.median / trivial.median;
  const met = xSession <= GOAL.session && xTrivial <= GOAL.trivial;
  return [
    `${runs} rounds of the three in turn, medians: trivial ${trivial.median.toFixed(2)} ms, session ${session.median.toFixed(2)} ms, list ${list.median.toFixed(2)} ms`,
    `list = ${xSession.toFixed(2)}x the session route (goal <= ${GOAL.session}x) and ${xTrivial.toFixed(2)}x the trivial route (goal <= ${GOAL.trivial}x): ${met ? "met" : "not met"}`,
  ];
}
