import { describe, expect, it } from "vitest";
import { SIGNED_IN_AS_HEADER } from "../../shared/http-headers";
import { call, signUp } from "../test/http";
import { listJobs } from "../test/jobs";

describe("a tab that believes it is someone else (the Signed-In-As header)", () => {
  it("is answered 401 and writes nothing when the browser's session is another user's: a stale tab's queued writes never land as them", async () => {
    const a = await signUp();
    const b = await signUp();
    const asA = { cookie: b.cookie, headers: { [SIGNED_IN_AS_HEADER]: a.body.id } };

    const created = await call("/api/jobs", { ...asA, body: { clientName: "Queued by A" } });
    expect(created.status).toBe(401);
    expect(await created.json()).toMatchObject({ code: "unauthorized", message: "Unauthorized" });
    expect((await call("/api/jobs", asA)).status).toBe(401);
    expect(await (await call("/api/auth/user", asA)).json()).toBeNull();
    expect((await listJobs(b.cookie)).items).toEqual([]);
  });

  it("changes nothing for the session's own user, or for a request that names nobody (a page navigation)", async () => {
    const b = await signUp();
    const asB = { cookie: b.cookie, headers: { [SIGNED_IN_AS_HEADER]: b.body.id } };
    expect((await call("/api/jobs", { ...asB, body: { clientName: "Mine" } })).status).toBe(201);
    expect((await call("/api/jobs", asB)).status).toBe(200);
    expect(await (await call("/api/auth/user", asB)).json()).toMatchObject({ id: b.body.id });
    expect((await call("/api/jobs", { cookie: b.cookie })).status).toBe(200);
  });

  it("answers such a tab's sign-out 401 and leaves the other user signed in; its own sign-out still ends its session", async () => {
    const a = await signUp();
    const b = await signUp();
    const loggedOut = await call("/api/auth/logout", { method: "POST", cookie: b.cookie, headers: { [SIGNED_IN_AS_HEADER]: a.body.id } });
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.headers.getSetCookie()).toEqual([]);
    expect(await (await call("/api/auth/user", { cookie: b.cookie })).json()).toMatchObject({ id: b.body.id });

    const own = await call("/api/auth/logout", { method: "POST", cookie: b.cookie, headers: { [SIGNED_IN_AS_HEADER]: b.body.id } });
    expect(own.status).toBe(204);
    expect(await (await call("/api/auth/user", { cookie: b.cookie })).json()).toBeNull();
  });
});
