/**
 * The write queue under a failing network, against the real Worker and local D1: the app's own
 * query client, mutation defaults and Idempotency-Keys run here in Node, with fetch cut before a
 * request leaves, cut after the server answered (the answer lost), and the signal dropped and
 * restored at random moments while the queue drains. Every round must leave the server exactly
 * as intended: nothing lost, nothing doubled.
 */
import { type MutationKey, type QueryClient, onlineManager } from "@tanstack/react-query";
import { expect, test } from "@playwright/test";
import { jobMutationKeys } from "../web/api/job-mutations";
import { measurementMutationKeys } from "../web/api/measurement-mutations";
import { createQueryClient } from "../web/api/query-client";
import { E2E_BASE_URL } from "./base-url";
import { newAccount } from "./support";

const ROUNDS = 20;
const JOBS = 5;
const WRITES_PER_JOB = 10;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Write = { key: MutationKey; jobId: string; variables: unknown };
type Intended = { clientName: string; notes: string | null; progress: number; measurements: Map<string, number> };

/** One job's ten writes in the order a user would make them, and what the server must hold after them. */
function jobWrites(round: number, index: number): { writes: Write[]; intended: Intended } {
  const jobId = crypto.randomUUID();
  const key = () => crypto.randomUUID();
  const clientName = `Chaos ${round}-${index}`;
  const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
  const writes: Write[] = [
    { key: jobMutationKeys.create, jobId, variables: { id: jobId, idempotencyKey: key(), input: { clientName, status: "in_progress" } } },
    ...ids.map((id, n) => ({
      key: measurementMutationKeys.add,
      jobId,
      variables: { jobId, id, idempotencyKey: key(), input: { jobType: "vehicle", panel: "hood", unit: "in", width: String(50 + n), height: "40" } },
    })),
    { key: measurementMutationKeys.update, jobId, variables: { jobId, id: ids[0], idempotencyKey: key(), patch: { width: "90" }, base: { width: 50 } } },
    { key: measurementMutationKeys.update, jobId, variables: { jobId, id: ids[1], idempotencyKey: key(), patch: { width: "91" }, base: { width: 51 } } },
    { key: measurementMutationKeys.delete, jobId, variables: { jobId, id: ids[4], idempotencyKey: key() } },
    { key: jobMutationKeys.update, jobId, variables: { id: jobId, idempotencyKey: key(), patch: { notes: `Round ${round}`, progress: "40" }, base: { notes: null, progress: 0 } } },
  ];
  const measurements = new Map([
    [ids[0]!, 90],
    [ids[1]!, 91],
    [ids[2]!, 52],
    [ids[3]!, 53],
  ]);
  return { writes, intended: { clientName, notes: `Round ${round}`, progress: 40, measurements } };
}

/** Each job's writes keep their order; the jobs' writes are shuffled together. */
function interleave(jobs: Write[][], next: () => number): Write[] {
  const queues = jobs.map((writes) => [...writes]);
  const all: Write[] = [];
  while (queues.some((queue) => queue.length)) {
    const open = queues.filter((queue) => queue.length);
    all.push(open[Math.floor(next() * open.length)]!.shift()!);
  }
  return all;
}

async function signUp(): Promise<string> {
  const response = await fetch(`${E2E_BASE_URL}/api/auth/signup`, { method: "POST", headers: { "Content-Type": "application/json", Origin: E2E_BASE_URL }, body: JSON.stringify(newAccount("chaos")) });
  expect(response.status).toBe(201);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

const pending = (client: QueryClient) => client.getMutationCache().getAll().filter((mutation) => mutation.state.status === "pending").length;

test("50 queued writes across 5 jobs drain exactly once through 20 rounds of a network cut at random moments", { tag: "@desktop-only" }, async ({}) => {
  test.setTimeout(240_000);
  const cookie = await signUp();
  const realFetch = globalThis.fetch;
  const stats = { sent: 0, cutBefore: 0, answersLost: 0 };
  let next = random(0);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    headers.set("Cookie", cookie);
    headers.set("Origin", E2E_BASE_URL);
    if (!onlineManager.isOnline() || next() < 0.15) {
      stats.cutBefore += 1;
      throw new TypeError("Failed to fetch");
    }
    const response = await realFetch(`${E2E_BASE_URL}${url.pathname}${url.search}`, { ...init, headers });
    stats.sent += 1;
    if (next() < 0.15) {
      stats.answersLost += 1;
      await response.body?.cancel();
      throw new TypeError("Failed to fetch");
    }
    return response;
  };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const seed = 1_000 + round;
      next = random(seed);
      const client = createQueryClient({ onUnauthorized: () => {} });
      for (const key of [...Object.values(jobMutationKeys), ...Object.values(measurementMutationKeys)]) {
        client.setMutationDefaults(key, { ...client.getMutationDefaults(key), retryDelay: () => 5 });
      }
      client.mount();
      const jobs = Array.from({ length: JOBS }, (_, index) => jobWrites(round, index));
      onlineManager.setOnline(false);
      for (const write of interleave(jobs.map((job) => job.writes), next)) {
        void client.getMutationCache().build(client, { mutationKey: write.key, scope: { id: `job:${write.jobId}` } }).execute(write.variables).catch(() => undefined);
      }
      expect(pending(client)).toBe(JOBS * WRITES_PER_JOB);

      onlineManager.setOnline(true);
      const deadline = Date.now() + 60_000;
      while (pending(client) > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(next() * 40)));
        if (next() < 0.3) onlineManager.setOnline(!onlineManager.isOnline());
      }
      onlineManager.setOnline(true);
      while (pending(client) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const refused = client.getMutationCache().getAll().filter((mutation) => mutation.state.status === "error");
      expect(refused.map((mutation) => String(mutation.state.error)), `round ${round} (seed ${seed})`).toEqual([]);
      expect(pending(client), `round ${round} (seed ${seed})`).toBe(0);
      client.unmount();

      const listed = (await (await realFetch(`${E2E_BASE_URL}/api/jobs?search=${encodeURIComponent(`Chaos ${round}-`)}&limit=50`, { headers: { Cookie: cookie } })).json()) as {
        items: { id: string; clientName: string; notes: string | null; progress: number }[];
      };
      expect(listed.items.map((job) => job.clientName).sort(), `round ${round}: one job per intended job`).toEqual(jobs.map((job) => job.intended.clientName).sort());
      for (const job of listed.items) {
        const intended = jobs.find((candidate) => candidate.intended.clientName === job.clientName)!.intended;
        expect(job, `round ${round}`).toMatchObject({ notes: intended.notes, progress: intended.progress });
        const measurements = (await (await realFetch(`${E2E_BASE_URL}/api/jobs/${job.id}/measurements`, { headers: { Cookie: cookie } })).json()) as { id: string; width: number }[];
        expect(new Map(measurements.map((item) => [item.id, item.width])), `round ${round}: measurements of ${job.clientName}`).toEqual(intended.measurements);
      }
    }
  } finally {
    globalThis.fetch = realFetch;
    onlineManager.setOnline(true);
  }
  console.log(`queue chaos: ${ROUNDS * JOBS * WRITES_PER_JOB} writes; ${stats.sent} requests reached the server, ${stats.cutBefore} were cut before leaving, ${stats.answersLost} answers were lost`);
  expect(stats.answersLost).toBeGreaterThan(0);
  expect(stats.cutBefore).toBeGreaterThan(0);
});
