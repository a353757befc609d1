import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { NOTES_PER_JOB_MAX } from "../../shared/schemas/note";
import { shareJob } from "../test/access-fixtures";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";

type NoteBody = { id: string; jobId: string; body: string; author: { id: string; name: string } | null; createdAt: string; updatedAt: string };

async function ownerWithJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  return { owner, job, cookie: owner.cookie };
}

const addNote = async (cookie: string, jobId: string, body: Record<string, unknown>) => call(`/api/jobs/${jobId}/notes`, { body, cookie });
const list = async (cookie: string, jobId: string) => (await call(`/api/jobs/${jobId}/notes`, { cookie })).json<NoteBody[]>();

describe("job notes", () => {
  it("adds notes with their author and lists them newest first", async () => {
    const { owner, job, cookie } = await ownerWithJob();
    const first = await addNote(cookie, job.id, { body: "Client wants matte black mirrors." });
    expect(first.status).toBe(201);
    const firstBody = await first.json<NoteBody>();
    expect(firstBody).toMatchObject({ jobId: job.id, body: "Client wants matte black mirrors.", author: { id: owner.body.id, name: "Dana Reyes" } });
    expect(firstBody.createdAt).toBe(firstBody.updatedAt);
    const second = await (await addNote(cookie, job.id, { body: "  Rear bumper\r\nhas old adhesive  " })).json<NoteBody>();
    expect(second.body).toBe("Rear bumper\nhas old adhesive");
    expect((await list(cookie, job.id)).map((note) => note.id)).toEqual([second.id, firstBody.id]);
  });

  it("refuses empty, too long, wrongly typed and unknown fields, and changes nothing", async () => {
    const { job, cookie } = await ownerWithJob();
    for (const body of [{ body: "" }, { body: "   \n " }, { body: "x".repeat(10_001) }, { body: 5 }, {}, { body: "ok", author: "someone" }, { body: "a\u202Eb" }]) {
      const response = await addNote(cookie, job.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await addNote(cookie, job.id, { body: "x".repeat(10_000) })).status).toBe(201);
    expect(await list(cookie, job.id)).toHaveLength(1);
  });

  it("takes a retried create under the same id once, and refuses other text under it", async () => {
    const { job, cookie } = await ownerWithJob();
    const id = crypto.randomUUID();
    const first = await (await addNote(cookie, job.id, { id, body: "Seams at the wheel arch" })).json<NoteBody>();
    const again = await addNote(cookie, job.id, { id, body: "Seams at the wheel arch" });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect((await addNote(cookie, job.id, { id, body: "Something else" })).status).toBe(409);
    const other = await ownerWithJob();
    expect((await addNote(other.cookie, other.job.id, { id, body: "Seams at the wheel arch" })).status).toBe(409);
    expect(await list(cookie, job.id)).toHaveLength(1);
    expect(await list(other.cookie, other.job.id)).toEqual([]);
  });

  it("edits a note from the text it was read as; someone else's newer text is a conflict with the current note", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await (await addNote(cookie, job.id, { body: "Order 3 rolls" })).json<NoteBody>();
    const edited = await call(`/api/notes/${note.id}`, { method: "PATCH", body: { body: "Order 4 rolls", base: { body: "Order 3 rolls" } }, cookie });
    expect(edited.status).toBe(200);
    const editedBody = await edited.json<NoteBody>();
    expect(editedBody).toMatchObject({ body: "Order 4 rolls", createdAt: note.createdAt });
    const stale = await call(`/api/notes/${note.id}`, { method: "PATCH", body: { body: "Order 5 rolls", base: { body: "Order 3 rolls" } }, cookie });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "edit_conflict", fields: ["body"], current: { id: note.id, body: "Order 4 rolls" } });
    const same = await call(`/api/notes/${note.id}`, { method: "PATCH", body: { body: "Order 4 rolls", base: { body: "Order 3 rolls" } }, cookie });
    expect(same.status).toBe(200);
    expect((await call(`/api/notes/${note.id}`, { method: "PATCH", body: { body: "" }, cookie })).status).toBe(400);
    expect((await list(cookie, job.id)).map((item) => item.body)).toEqual(["Order 4 rolls"]);
  });

  it("parallel edits from the same text: one lands, the other is a conflict", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await (await addNote(cookie, job.id, { body: "Start" })).json<NoteBody>();
    const answers = await Promise.all(["A", "B"].map((body) => call(`/api/notes/${note.id}`, { method: "PATCH", body: { body, base: { body: "Start" } }, cookie })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it("deletes a note; deleting it again is a 404", async () => {
    const { job, cookie } = await ownerWithJob();
    const note = await (await addNote(cookie, job.id, { body: "Temporary" })).json<NoteBody>();
    expect((await call(`/api/notes/${note.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect((await call(`/api/notes/${note.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect(await list(cookie, job.id)).toEqual([]);
  });

  it("parallel creates stop at the job's cap of 1,000", async () => {
    const { job, cookie } = await ownerWithJob();
    const insert = env.DB.prepare("insert into notes (id, job_id, body, created_at, updated_at) values (?, ?, 'seed', ?, ?)");
    const rows = Array.from({ length: NOTES_PER_JOB_MAX - 2 }, () => insert.bind(crypto.randomUUID(), job.id, Date.now(), Date.now()));
    for (let at = 0; at < rows.length; at += 100) await env.DB.batch(rows.slice(at, at + 100));
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => addNote(cookie, job.id, { body: `Note ${index}` })));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await errorMessage(answers.find((response) => response.status === 409)!)).toMatch(/at most 1,000 notes/);
    expect(await list(cookie, job.id)).toHaveLength(NOTES_PER_JOB_MAX);
  });

  it("names a teammate with edit access as the author, and logs added, edited and deleted in the job's activity", async () => {
    const { owner, job, cookie } = await ownerWithJob();
    const helper = await signUp({ firstName: "Sam", lastName: "Lee" });
    await shareJob(job.id, helper.body.id, owner.body.id, "edit");
    const note = await (await addNote(helper.cookie, job.id, { body: "Primer needed on the left sill, then a second coat before the install on Friday morning" })).json<NoteBody>();
    expect(note.author).toEqual({ id: helper.body.id, name: "Sam Lee" });
    await call(`/api/notes/${note.id}`, { method: "PATCH", body: { body: "Primer done" }, cookie });
    await call(`/api/notes/${note.id}`, { method: "DELETE", cookie });
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string; details: string }[]>();
    expect(activity.slice(0, 3).map((entry) => [entry.action, entry.details])).toEqual([
      ["deleted_note", '"Primer done" on Van wrap for Fleet Co'],
      ["edited_note", '"Primer done" on Van wrap for Fleet Co'],
      ["added_note", '"Primer needed on the left sill, then a second coat before…" on Van wrap for Fleet Co'],
    ]);
  });
});
