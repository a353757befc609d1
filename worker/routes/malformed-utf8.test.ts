import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, call, signUp, uniqueUser } from "../test/http";
import { createJob, errorMessage, listJobs } from "../test/jobs";

const NOT_UTF8 = "The request body holds a broken character that cannot be saved (it is not valid UTF-8); retype the text and send it again.";

/** `value` as JSON bytes with `bytes` in place of the one "@@" in it, so the invalid sequence reaches the Worker as sent. */
function rawJson(value: object, bytes: number[]): Uint8Array {
  const [before = "", after = ""] = JSON.stringify(value).split("@@");
  const encoder = new TextEncoder();
  return new Uint8Array([...encoder.encode(before), ...bytes, ...encoder.encode(after)]);
}

const jsonWith = (field: string, bytes: number[]) => rawJson({ [field]: "Bad@@Bytes" }, bytes);

function sendBytes(path: string, method: string, body: Uint8Array, cookie?: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      body,
      headers: { Origin: ORIGIN, "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    }),
  );
}

const BROKEN: [string, number[]][] = [
  ["a stray 0xFF byte", [0xff]],
  ["a UTF-8-encoded surrogate (ED A0 80)", [0xed, 0xa0, 0x80]],
  ["an overlong slash (C0 AF)", [0xc0, 0xaf]],
  ["a truncated sequence (E2 82)", [0xe2, 0x82]],
];

describe("JSON bodies that are not valid UTF-8", () => {
  it.each(BROKEN)("refuses %s on job create and edit, and stores nothing", async (_label, bytes) => {
    const { cookie } = await signUp();
    const create = await sendBytes("/api/jobs", "POST", jsonWith("clientName", bytes), cookie);
    expect(create.status).toBe(400);
    expect(await create.json()).toMatchObject({ code: "bad_request", message: NOT_UTF8 });
    expect((await listJobs(cookie)).items).toHaveLength(0);

    const job = await createJob(cookie, { clientName: "Acme", notes: "Kept" });
    const edit = await sendBytes(`/api/jobs/${job.id}`, "PATCH", jsonWith("notes", bytes), cookie);
    expect(edit.status).toBe(400);
    expect(await errorMessage(edit)).toBe(NOT_UTF8);
    expect(await (await call(`/api/jobs/${job.id}`, { cookie })).json()).toMatchObject({ clientName: "Acme", notes: "Kept" });
  });

  it("refuses a broken body sent with an Idempotency-Key, and takes the fixed text under the same key", async () => {
    const { cookie } = await signUp();
    const headers = { "Idempotency-Key": `utf8-${crypto.randomUUID()}` };
    const broken = await sendBytes("/api/jobs", "POST", jsonWith("clientName", [0xff]), cookie, headers);
    expect(broken.status).toBe(400);
    expect(await errorMessage(broken)).toBe(NOT_UTF8);
    expect((await listJobs(cookie)).items).toHaveLength(0);

    const fixed = await sendBytes("/api/jobs", "POST", new TextEncoder().encode(JSON.stringify({ clientName: "Bad Bytes" })), cookie, headers);
    expect(fixed.status).toBe(201);
    expect(await fixed.json()).toMatchObject({ clientName: "Bad Bytes" });
  });

  it("refuses a sign-up whose password is not valid UTF-8, and creates no account", async () => {
    const user = uniqueUser({ password: "wrap-it-@@" });
    const signup = await sendBytes("/api/auth/signup", "POST", rawJson(user, [0xed, 0xa0, 0x80]), undefined, { "CF-Connecting-IP": "198.19.250.1" });
    expect(signup.status).toBe(400);
    expect(await errorMessage(signup)).toBe(NOT_UTF8);
    const login = await call("/api/auth/login", { body: { usernameOrEmail: user.username, password: "wrap-it-\uFFFD\uFFFD\uFFFD" } });
    expect(login.status).toBe(401);
  });

  it("keeps valid UTF-8: emoji, CJK, right-to-left text and a typed U+FFFD", async () => {
    const { cookie } = await signUp();
    const clientName = "山田 محمد 🚗 Nguyễn \uFFFD";
    const create = await sendBytes("/api/jobs", "POST", new TextEncoder().encode(JSON.stringify({ clientName })), cookie);
    expect(create.status).toBe(201);
    const job = await create.json<{ id: string; clientName: string }>();
    expect(job.clientName).toBe(clientName);

    const notes = "עברית 👩‍🔧 中文 \uFFFD";
    const edit = await sendBytes(`/api/jobs/${job.id}`, "PATCH", new TextEncoder().encode(JSON.stringify({ notes })), cookie);
    expect(edit.status).toBe(200);
    expect(await (await call(`/api/jobs/${job.id}`, { cookie })).json()).toMatchObject({ clientName, notes });
  });

  it("keeps a UTF-8 byte order mark at the start of the body readable, as before", async () => {
    const { cookie } = await signUp();
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify({ clientName: "Acme" }))]);
    const create = await sendBytes("/api/jobs", "POST", body, cookie);
    expect(create.status).toBe(201);
  });
});
