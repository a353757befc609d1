import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "../../shared/errors";
import { ORIGIN, call, signUp } from "../test/http";
import { createJob, listJobs } from "../test/jobs";
import { createShare } from "../test/shares";

async function expectMethodNotAllowed(response: Response, method: string, allow: string, takes: string) {
  expect(response.status, `${method} answers 405`).toBe(405);
  expect(response.headers.get("Allow")).toBe(allow);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  const body = ErrorBodySchema.parse(await response.json());
  expect(body).toEqual({
    message: `This address does not take ${method}. It takes ${takes}.`,
    code: "method_not_allowed",
    requestId: response.headers.get("X-Request-Id"),
  });
}

async function expectNoSuchRoute(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("Allow")).toBeNull();
  expect(await response.json()).toMatchObject({ code: "not_found", message: "No such API route." });
}

describe("a method the path does not take", () => {
  it("answers 405 with the path's methods in Allow, HEAD beside GET, and runs no handler", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
    const { cookie } = owner;

    await expectMethodNotAllowed(await call(`/api/jobs/${job.id}`, { method: "PUT", cookie, body: { jobName: "Box truck" } }), "PUT", "GET, HEAD, PATCH, DELETE", "GET, PATCH and DELETE");
    await expectMethodNotAllowed(await call("/api/jobs", { method: "DELETE", cookie }), "DELETE", "GET, HEAD, POST", "GET and POST");
    await expectMethodNotAllowed(await call(`/api/jobs/${job.id}/photos`, { method: "PATCH", cookie, body: {} }), "PATCH", "GET, HEAD, POST", "GET and POST");
    await expectMethodNotAllowed(await call("/api/health", { method: "POST", cookie, body: {} }), "POST", "GET, HEAD", "GET");
    await expectMethodNotAllowed(await call(`/api/jobs/${job.id}/report.pdf`, { method: "POST", cookie, body: {} }), "POST", "GET, HEAD", "GET");

    const [listed] = (await listJobs(owner.cookie)).items;
    expect(listed).toMatchObject({ id: job.id, jobName: "Van wrap" });
  });

  it("lists every route the path matches: /api/jobs/stats is also a job's address", async () => {
    const { cookie } = await signUp();
    await expectMethodNotAllowed(await call("/api/jobs/stats", { method: "POST", cookie, body: {} }), "POST", "GET, HEAD, PATCH, DELETE", "GET, PATCH and DELETE");
  });

  it("answers a HEAD on a route without GET with a 405 and no body", async () => {
    const response = await call("/api/auth/login", { method: "HEAD" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await response.text()).toBe("");
  });

  it("answers OPTIONS, which the app does not answer, as any other method the path lacks", async () => {
    const { cookie } = await signUp();
    const response = await call("/api/jobs", { method: "OPTIONS", cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("depends on the path alone: another user's job and a job that never was get the same answer", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
    const answers = await Promise.all([job.id, crypto.randomUUID()].map(async (id) => {
      const response = await call(`/api/jobs/${id}`, { method: "PUT", cookie: stranger.cookie, body: { jobName: "Mine now" } });
      const { requestId: _requestId, ...body } = await response.json<Record<string, unknown>>();
      return { status: response.status, allow: response.headers.get("Allow"), body };
    }));
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(405);
    expect((await listJobs(owner.cookie)).items[0]).toMatchObject({ id: job.id, jobName: "Van wrap" });
  });

  it("answers a signed-out caller 405 on public routes and, as for any path there, 401 under signed-in routes", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
    const share = await createShare(owner.cookie, job.id);

    await expectMethodNotAllowed(await call("/api/health", { method: "POST", body: {} }), "POST", "GET, HEAD", "GET");
    await expectMethodNotAllowed(await call("/api/auth/login", { method: "GET" }), "GET", "POST", "POST");
    for (const token of [share.shareToken, "no-such-link"]) {
      await expectMethodNotAllowed(await call(`/api/shared/${token}`, { method: "DELETE" }), "DELETE", "GET, HEAD", "GET");
    }
    const signedOut = await call(`/api/jobs/${job.id}`, { method: "PUT", body: { jobName: "Box truck" } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("Allow")).toBeNull();
  });

  it("keeps a write from another site refused as before, with no Allow", async () => {
    const response = await call("/api/health", { method: "POST", body: {}, withoutOrigin: true });
    expect(response.status).toBe(403);
    expect(response.headers.get("Allow")).toBeNull();
  });

  it("releases the Idempotency-Key it was sent with, so the key works for the right method", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    expect((await call(`/api/jobs/${job.id}`, { method: "PUT", cookie, headers, body: { jobName: "Box truck" } })).status).toBe(405);
    const patched = await call(`/api/jobs/${job.id}`, { method: "PATCH", cookie, headers, body: { jobName: "Box truck" } });
    expect(patched.status).toBe(200);
  });
});

describe("paths the method check leaves alone", () => {
  it("still answers 404 for API paths no route has, under any method", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
    await expectNoSuchRoute(await call("/api/nope", { cookie }));
    await expectNoSuchRoute(await call("/api/nope", { method: "PUT", cookie, body: {} }));
    await expectNoSuchRoute(await call("/api", { method: "DELETE", cookie }));
    await expectNoSuchRoute(await call(`/api/jobs/${job.id}/nothing-here`, { method: "POST", cookie, body: {} }));
    await expectNoSuchRoute(await call("/api/health/", { method: "POST", body: {} }));
  });

  it("answers HEAD on a GET route as GET without its body", async () => {
    const response = await call("/api/health", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Allow")).toBeNull();
    expect(await response.text()).toBe("");
  });

  it("serves the web app's paths as the assets binding does, whatever the method", async () => {
    const page = await call("/jobs/some-job");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    for (const [path, method] of [["/jobs/some-job", "PUT"], ["/settings", "DELETE"], ["/favicon.svg", "POST"]] as const) {
      const response = await call(path, { method });
      const direct = await env.ASSETS.fetch(new Request(`${ORIGIN}${path}`, { method }));
      expect(response.status, `${method} ${path}`).toBe(direct.status);
      expect(response.headers.get("Allow")).toBe(direct.headers.get("Allow"));
      expect(response.headers.get("Content-Type") ?? "").not.toMatch(/json/);
    }
  });
});
