import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { makeJob } from "../test/job-fixture";
import { makeMeasurement } from "../test/measurement-fixture";
import { jsonResponse } from "../test/render";
import { jobMutationKeys } from "./job-mutations";
import { jobKeys } from "./jobs";
import { measurementMutationKeys } from "./measurement-mutations";
import { measurementKeys } from "./measurements";
import { createQueryClient } from "./query-client";

type Call = { method: string; path: string; key: string | null; body: unknown };

function stubFetch(reply: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      const call = { method: request.method, path: new URL(request.url).pathname, key: request.headers.get("Idempotency-Key"), body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

/** Runs a mutation the way a resumed one runs after a reload: by its key and variables alone. */
function runByKey(queryClient: ReturnType<typeof createQueryClient>, mutationKey: readonly unknown[], variables: unknown, scope?: string) {
  return queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey, ...(scope ? { scope: { id: scope } } : {}) })
    .execute(variables);
}

const job = makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z" });

describe("mutation defaults", () => {
  it("register every job and measurement write under a stable key", () => {
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    for (const key of [...Object.values(jobMutationKeys), ...Object.values(measurementMutationKeys)]) {
      expect(queryClient.getMutationDefaults(key).mutationFn).toBeTypeOf("function");
    }
  });

  it("take the id, Idempotency-Key and base from the variables alone", async () => {
    const calls = stubFetch((call) => jsonResponse(call.method === "POST" ? job : { ...job, notes: "Wrap the mirrors" }, call.method === "POST" ? 201 : 200));
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    await runByKey(queryClient, jobMutationKeys.create, { id: "j1", idempotencyKey: "k1", input: { clientName: "Acme" } });
    await runByKey(queryClient, jobMutationKeys.update, { id: "j1", idempotencyKey: "k2", patch: { notes: "Wrap the mirrors" }, base: { notes: null } });
    expect(calls).toEqual([
      { method: "POST", path: "/api/jobs", key: "k1", body: { clientName: "Acme", id: "j1" } },
      { method: "PATCH", path: "/api/jobs/j1", key: "k2", body: { notes: "Wrap the mirrors", base: { notes: null } } },
    ]);
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toMatchObject({ notes: "Wrap the mirrors" });
  });

  it("send a job or measurement edit again when its edit_conflict names none of its fields, instead of showing a conflict", async () => {
    const conflict = (fields: string[], current: object) => jsonResponse({ message: "Changed meanwhile", code: "edit_conflict", requestId: "r", fields, current }, 409);
    const measurement = makeMeasurement({ id: "m1", jobId: "j1" });
    let patches = 0;
    const calls = stubFetch((call) => {
      patches += 1;
      if (patches % 2 === 1) return conflict(["notes"], call.path === "/api/jobs/j1" ? job : measurement);
      return jsonResponse(call.path === "/api/jobs/j1" ? { ...job, progress: 40 } : { measurement: { ...measurement, width: 72 }, job: { ...job, progress: 40 } });
    });
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    await runByKey(queryClient, jobMutationKeys.update, { id: "j1", idempotencyKey: "k1", patch: { progress: 40 }, base: { progress: 0, notes: "Start" } });
    await runByKey(queryClient, measurementMutationKeys.update, { jobId: "j1", id: "m1", idempotencyKey: "k2", patch: { width: 72 }, base: { width: 60 } });
    expect(calls.map(({ path, key, body }) => [path, key, body])).toEqual([
      ["/api/jobs/j1", "k1", { progress: 40, base: { progress: 0, notes: "Start" } }],
      ["/api/jobs/j1", "k1", { progress: 40, base: { progress: 0 } }],
      ["/api/measurements/m1", "k2", { width: 72, base: { width: 60 } }],
      ["/api/measurements/m1", "k2", { width: 72, base: { width: 60 } }],
    ]);
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toMatchObject({ progress: 40 });
  });

  it("run writes to one job in order, each after the one before has answered", async () => {
    const answers: ((response: Response) => void)[] = [];
    const calls = stubFetch(() => new Promise((resolve) => answers.push(resolve)));
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    const first = runByKey(queryClient, jobMutationKeys.update, { id: "j1", idempotencyKey: "k1", patch: { notes: "a" }, base: { notes: null } }, "job:j1");
    const second = runByKey(queryClient, measurementMutationKeys.delete, { jobId: "j1", id: "m1", idempotencyKey: "k2" }, "job:j1");
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const [waiting] = queryClient.getMutationCache().findAll({ mutationKey: measurementMutationKeys.delete });
    expect(waiting?.state, "the delete is held by its scope, not sent").toMatchObject({ status: "pending", isPaused: true });
    expect(calls).toHaveLength(1);
    answers[0]!(jsonResponse({ ...job, notes: "a" }));
    await first;
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    answers[1]!(jsonResponse({ job }));
    await second;
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["PATCH /api/jobs/j1", "DELETE /api/measurements/m1"]);
  });

  it("send a job's next write once the one before has landed, without waiting for the lists it refreshes", async () => {
    const calls = stubFetch((call) => jsonResponse(call.path === "/api/jobs" ? job : { measurement: makeMeasurement({ id: "m1", jobId: "j1" }), job }, 201));
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    const list = new QueryObserver(queryClient, { queryKey: [...jobKeys.lists(), "open"], queryFn: () => new Promise<never>(() => {}) });
    const unsubscribe = list.subscribe(() => {});
    void runByKey(queryClient, jobMutationKeys.create, { id: "j1", idempotencyKey: "k1", input: { clientName: "Acme" } }, "job:j1");
    const measurement = { jobType: "vehicle", panel: "hood", width: 60, height: 48, unit: "in" };
    const added = runByKey(queryClient, measurementMutationKeys.add, { jobId: "j1", id: "m1", idempotencyKey: "k2", input: measurement }, "job:j1");
    await added;
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual(["/api/jobs", "/api/jobs/j1/measurements"]);
    unsubscribe();
  });

  it("count a job or measurement delete whose record is already gone as done, and read the job's total again", async () => {
    const notFound = () => jsonResponse({ message: "Not found", code: "not_found", requestId: "r" }, 404);
    stubFetch(notFound);
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    queryClient.setQueryData(jobKeys.detail("j1"), job);
    queryClient.setQueryData(measurementKeys.list("j1"), [makeMeasurement({ id: "m1", jobId: "j1" }), makeMeasurement({ id: "m2", jobId: "j1" })]);
    await runByKey(queryClient, measurementMutationKeys.delete, { jobId: "j1", id: "m1", idempotencyKey: "k1" });
    expect(queryClient.getQueryData<{ id: string }[]>(measurementKeys.list("j1"))?.map((item) => item.id)).toEqual(["m2"]);
    expect(queryClient.getQueryState(jobKeys.detail("j1"))?.isInvalidated).toBe(true);
    await runByKey(queryClient, jobMutationKeys.delete, { id: "j1", idempotencyKey: "k2" });
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toBeUndefined();
  });
});

describe("query keys", () => {
  it("keep a job's measurements under the job, so deleting the job removes them", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    expect(measurementKeys.list("j1").slice(0, 2)).toEqual([...jobKeys.detail("j1")]);
    queryClient.setQueryData(jobKeys.detail("j1"), job);
    queryClient.setQueryData(measurementKeys.list("j1"), [makeMeasurement()]);
    queryClient.setQueryData(jobKeys.detail("j2"), { ...job, id: "j2" });
    await runByKey(queryClient, jobMutationKeys.delete, { id: "j1", idempotencyKey: "k1" });
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toBeUndefined();
    expect(queryClient.getQueryData(measurementKeys.list("j1"))).toBeUndefined();
    expect(queryClient.getQueryData(jobKeys.detail("j2"))).toEqual({ ...job, id: "j2" });
  });

  it("mark job lists stale after a measurement changes the job's total, leaving the job and its measurements fresh", async () => {
    const measurement = makeMeasurement({ id: "m9" });
    stubFetch(() => jsonResponse({ measurement, job: { ...job, totalSquareFeet: 20 } }, 201));
    const queryClient = createQueryClient({ onUnauthorized: () => {} });
    queryClient.setQueryData(jobKeys.recent(5), { items: [job], nextCursor: null });
    queryClient.setQueryData(measurementKeys.list("j1"), []);
    await runByKey(queryClient, measurementMutationKeys.add, { jobId: "j1", id: "m9", idempotencyKey: "k1", input: { jobType: "vehicle", panel: "hood", width: 60, height: 48 } });
    expect(queryClient.getQueryState(jobKeys.recent(5))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(jobKeys.detail("j1"))).toMatchObject({ totalSquareFeet: 20 });
    expect(queryClient.getQueryState(jobKeys.detail("j1"))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(measurementKeys.list("j1"))).toEqual([measurement]);
  });
});
