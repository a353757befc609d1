import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";

async function jobCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from jobs where user_id = ?").bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /api/jobs", () => {
  it("creates a job with every field, coercing numbers and dropping empty strings", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, {
      clientName: "  Acme Plumbing ",
      jobName: "Fleet van #3",
      clientContact: "Rosa",
      clientPhone: "555-0100",
      clientEmail: "rosa@acme.test",
      location: "Bay 2",
      vehicleVin: "1fmcu9gd5lua12345",
      vehicleYear: "2022",
      vehicleMake: "Ford",
      vehicleModel: "Transit",
      vehicleColor: "White",
      status: "in_progress",
      totalSquareFeet: "179.456",
      notes: "",
      progress: "40",
      dueDate: "2026-12-31",
    });
    expect(job).toMatchObject({
      clientName: "Acme Plumbing",
      vehicleVin: "1FMCU9GD5LUA12345",
      vehicleYear: 2022,
      totalSquareFeet: 179.46,
      notes: null,
      progress: 40,
      status: "in_progress",
    });
    expect(job.dueDate).toBe("2026-12-31T12:00:00.000Z");
  });

  it("defaults to quote_sent and progress 0, and accepts 'complete' for completed", async () => {
    const { cookie } = await signUp();
    expect(await createJob(cookie, { clientName: "A" })).toMatchObject({ status: "quote_sent", progress: 0, jobName: null });
    expect(await createJob(cookie, { clientName: "B", status: "complete" })).toMatchObject({ status: "completed" });
  });

  it("keeps a client-made id but refuses userId and timestamps sent by the client (spec section 5), making no job", async () => {
    const { cookie, body: user } = await signUp();
    const id = crypto.randomUUID();
    const refused = await call("/api/jobs", { cookie, body: { clientName: "Acme", id, userId: "someone-else", createdAt: "2001-01-01T00:00:00Z", updatedAt: "2001-01-01T00:00:00Z" } });
    expect(refused.status).toBe(400);
    expect(await errorMessage(refused)).toBe("Unknown fields: userId, createdAt, updatedAt");
    const job = await createJob(cookie, { clientName: "Acme", id: id.toUpperCase() });
    expect(job.id).toBe(id);
    const row = await env.DB.prepare("select user_id from jobs where id = ?").bind(job.id).first<{ user_id: string }>();
    expect(row?.user_id).toBe(user.id);
  });

  it.each([
    [{}, "clientName: Client name is required"],
    [{ clientName: "   " }, "clientName: Client name is required"],
    [{ clientName: "A", vehicleYear: "twenty" }, "vehicleYear: Year must be a number"],
    [{ clientName: "A", vehicleYear: 1700 }, "vehicleYear: Year must be 1886 or later"],
    [{ clientName: "A", totalSquareFeet: -1 }, "totalSquareFeet: Total square feet cannot be negative"],
    [{ clientName: "A", totalSquareFeet: 1e9 }, "totalSquareFeet: Total square feet must be 100,000 or less"],
    [{ clientName: "A", progress: 101 }, "progress: Progress must be between 0 and 100"],
    [{ clientName: "A", status: "pending" }, "status: Status must be one of quote_sent, in_progress, completed, on_hold, cancelled"],
    [{ clientName: "A", vehicleVin: "SHORT" }, "vehicleVin: VIN must be exactly 17 characters"],
    [{ clientName: "A", vehicleVin: "1FMCU9GD5LUA1234O" }, "vehicleVin: VIN contains invalid characters (I, O, Q not allowed)"],
    [{ clientName: "A", clientEmail: "nope" }, "clientEmail: Please enter a valid email address"],
    [{ clientName: "A", dueDate: "next week" }, "dueDate: Due date must be a date like 2026-12-31"],
    [{ clientName: "A", dueDate: "2026-02-31" }, "dueDate: Due date must be a date like 2026-12-31"],
    [{ clientName: "x".repeat(201) }, "clientName: Must be 200 characters or fewer"],
  ])("refuses %j with a clear 400 and stores nothing", async (body, message) => {
    const { cookie, body: user } = await signUp();
    const response = await call("/api/jobs", { body, cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
    expect(await jobCount(user.id)).toBe(0);
  });

  it("writes a created_job activity entry in the same batch", async () => {
    const { cookie } = await signUp();
    const job = await createJob(cookie, { clientName: "Acme", jobName: "Box truck" });
    const log = await env.DB.prepare("select action, details from activity_logs where job_id = ?").bind(job.id).all();
    expect(log.results).toEqual([{ action: "created_job", details: "Box truck for Acme" }]);
  });

  it("replays a create sent twice with the same Idempotency-Key instead of making two jobs", async () => {
    const { cookie, body: user } = await signUp();
    const send = () => call("/api/jobs", { body: { clientName: "Acme" }, cookie, headers: { "Idempotency-Key": "create-1" } });
    const first = await send();
    const second = await send();
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await jobCount(user.id)).toBe(1);
  });
});
