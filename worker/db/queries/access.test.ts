import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addShareLink, addTeam, shareJob } from "../../test/access-fixtures";
import { signUp } from "../../test/http";
import { addMeasurement, createJob } from "../../test/jobs";
import { sha256Hex } from "../../lib/tokens";
import { createDb } from "../client";
import { uploadPhoto } from "../../test/photos";
import { type Caller, allows, findGrant, grantRead } from "./access";

const db = () => createDb(env.DB);
const levelOf = async (caller: Caller, jobId: string) => {
  const grant = (await findGrant(db(), caller, "job", jobId))?.grant;
  return grant ? `${grant.level} via ${grant.via}` : "none";
};
const linkGrant = async (token: string) => {
  const tokenHash = await sha256Hex(token);
  return findGrant(db(), { userId: null, shareTokenHash: tokenHash }, "link", tokenHash);
};

async function world() {
  const owner = await signUp();
  const stranger = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Acme" });
  return { owner: owner.body.id, ownerCookie: owner.cookie, stranger: stranger.body.id, job: job.id };
}

describe("findGrant", () => {
  it("gives the owner everything and a stranger or an anonymous caller nothing", async () => {
    const { owner, stranger, job } = await world();
    expect(await levelOf({ userId: owner }, job)).toBe("owner via owner");
    expect(await levelOf({ userId: stranger }, job)).toBe("none");
    expect(await levelOf({ userId: null }, job)).toBe("none");
    expect(await levelOf({ userId: owner }, crypto.randomUUID())).toBe("none");
  });

  it("gives a job share its level until it expires", async () => {
    const { owner, job } = await world();
    const [viewer, editor, full, lapsed] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    await shareJob(job, viewer.body.id, owner, "view");
    await shareJob(job, editor.body.id, owner, "edit", Date.now() + 60_000);
    await shareJob(job, full.body.id, owner, "full");
    await shareJob(job, lapsed.body.id, owner, "full", Date.now() - 1);
    expect(await levelOf({ userId: viewer.body.id }, job)).toBe("view via share");
    expect(await levelOf({ userId: editor.body.id }, job)).toBe("edit via share");
    expect(await levelOf({ userId: full.body.id }, job)).toBe("full via share");
    expect(await levelOf({ userId: lapsed.body.id }, job)).toBe("none");
  });

  it("lets owners and admins of a team the job's owner belongs to view it, but not installers, viewers or other teams", async () => {
    const { owner, job } = await world();
    const [boss, admin, installer, viewer, outsider] = await Promise.all([signUp(), signUp(), signUp(), signUp(), signUp()]);
    await addTeam(boss.body.id, [
      { userId: boss.body.id, role: "owner" },
      { userId: admin.body.id, role: "admin" },
      { userId: owner, role: "installer" },
      { userId: installer.body.id, role: "installer" },
      { userId: viewer.body.id, role: "viewer" },
    ]);
    await addTeam(outsider.body.id, [{ userId: outsider.body.id, role: "owner" }]);
    expect(await levelOf({ userId: boss.body.id }, job)).toBe("view via team");
    expect(await levelOf({ userId: admin.body.id }, job)).toBe("view via team");
    expect(await levelOf({ userId: installer.body.id }, job)).toBe("none");
    expect(await levelOf({ userId: viewer.body.id }, job)).toBe("none");
    expect(await levelOf({ userId: outsider.body.id }, job)).toBe("none");
  });

  it("counts the team's owner of record even without an owner-role membership", async () => {
    const { owner, job } = await world();
    const founder = await signUp();
    await addTeam(founder.body.id, [{ userId: owner, role: "installer" }]);
    expect(await levelOf({ userId: founder.body.id }, job)).toBe("view via team");
  });

  it("takes the best of several ways in", async () => {
    const { owner, job } = await world();
    const admin = await signUp();
    await addTeam(admin.body.id, [
      { userId: admin.body.id, role: "admin" },
      { userId: owner, role: "installer" },
    ]);
    await shareJob(job, admin.body.id, owner, "edit");
    expect(await levelOf({ userId: admin.body.id }, job)).toBe("edit via share");
  });

  it("opens a job through an active, unexpired share link for that job only", async () => {
    const { owner, job } = await world();
    const other = await createJob((await signUp()).cookie, { clientName: "Other" });
    const view = await addShareLink(job, owner);
    const edit = await addShareLink(job, owner, { accessLevel: "edit" });
    const inactive = await addShareLink(job, owner, { active: false });
    const expired = await addShareLink(job, owner, { expiresAt: Date.now() - 1 });
    const link = async (token: string, userId: string | null = null): Promise<Caller> => ({ userId, shareTokenHash: await sha256Hex(token) });
    expect(await levelOf(await link(view), job)).toBe("view via link");
    expect(await levelOf(await link(edit), job)).toBe("edit via link");
    expect(await levelOf(await link(inactive), job)).toBe("none");
    expect(await levelOf(await link(expired), job)).toBe("none");
    expect(await levelOf(await link(view), other.id)).toBe("none");
    expect(await levelOf({ userId: null, shareTokenHash: view }, job)).toBe("none");
    expect(await levelOf(await link(view, owner), job)).toBe("owner via owner");
    expect((await linkGrant(edit))?.grant.level).toBe("edit");
    expect(await linkGrant(expired)).toBeNull();
    expect(await linkGrant(inactive)).toBeNull();
  });

  it("reaches a measurement only through a grant on its job,", async () => {
    const { owner, ownerCookie, stranger, job } = await world();
    const { measurement } = await addMeasurement(ownerCookie, job, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
    expect((await findGrant(db(), { userId: owner }, "measurement", measurement.id))?.grant.level).toBe("owner");
    expect(await findGrant(db(), { userId: stranger }, "measurement", measurement.id)).toBeNull();
  });

  it("returns the row an id names under its kind's name, with the grant on that row's job", async () => {
    const { owner, ownerCookie, stranger, job } = await world();
    const { measurement } = await addMeasurement(ownerCookie, job, { jobType: "vehicle", panel: "roof", width: 50, height: 40 });
    await shareJob(job, stranger, owner, "view");
    const share = await env.DB.prepare("select id from job_shares where job_id = ?").bind(job).first<{ id: string }>();
    const found = await findGrant(db(), { userId: stranger }, "jobShare", share!.id);
    expect(found?.jobShare).toMatchObject({ id: share!.id, sharedWithUserId: stranger });
    expect(found?.grant).toMatchObject({ level: "view", via: "share", job: { id: job } });
    expect((await findGrant(db(), { userId: owner }, "measurement", measurement.id))?.measurement).toMatchObject({ id: measurement.id, jobId: job });
    const token = await addShareLink(job, owner, { accessLevel: "edit" });
    expect((await linkGrant(token))?.link).toMatchObject({ jobId: job, accessLevel: "edit", tokenHash: await sha256Hex(token) });
    expect(await findGrant(db(), { userId: owner }, "job", crypto.randomUUID())).toBeNull();
  });
});

describe("grantRead", () => {
  it("answers in a batch what findGrant answers, every column of the row and its job kept, for each kind of caller", async () => {
    const { owner, ownerCookie, stranger, job } = await world();
    const [viewer, lapsed, admin] = await Promise.all([signUp(), signUp(), signUp()]);
    await shareJob(job, viewer.body.id, owner, "view");
    await shareJob(job, lapsed.body.id, owner, "full", Date.now() - 1);
    await addTeam(admin.body.id, [{ userId: admin.body.id, role: "owner" }, { userId: owner, role: "installer" }]);
    const { measurement } = await addMeasurement(ownerCookie, job, { jobType: "vehicle", panel: "roof", width: 50, height: 40 });
    const photo = await uploadPhoto(ownerCookie, job, { caption: "Roof" });
    const ids = { job, measurement: measurement.id, photo: photo.id } as const;
    for (const userId of [owner, viewer.body.id, admin.body.id, lapsed.body.id, stranger]) {
      for (const [kind, id] of Object.entries(ids) as [keyof typeof ids, string][]) {
        const { statements, answer } = grantRead(db(), { userId }, kind, id);
        const batched = answer(await db().batch(statements));
        expect(batched, `${kind} for ${userId}`).toEqual(await findGrant(db(), { userId }, kind, id));
      }
    }
    const { statements, answer } = grantRead(db(), { userId: owner }, "photo", photo.id);
    expect(answer(await db().batch(statements))).toMatchObject({ photo: { id: photo.id, jobId: job, caption: "Roof", hasMarkup: false }, grant: { via: "owner", job: { id: job, clientName: "Acme" } } });
  });
});

describe("allows", () => {
  it("orders view < edit < full < owner", () => {
    expect(allows({ level: "view" }, "edit")).toBe(false);
    expect(allows({ level: "edit" }, "edit")).toBe(true);
    expect(allows({ level: "edit" }, "full")).toBe(false);
    expect(allows({ level: "owner" }, "full")).toBe(true);
  });
});
