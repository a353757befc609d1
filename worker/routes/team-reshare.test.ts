import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { createJob } from "../test/jobs";
import { type Person, formTeam, shareJobWith } from "../test/team";

/** A share given again by someone other than its grantor (adversarial probe: a repeat took the grant over). */

type ShareAnswer = { id: string; accessLevel: string; sharedByUserId: string; sharedByName: string; sharedWithUserId: string };

const access = async (who: Person, jobId: string) => {
  const response = await call(`/api/jobs/${jobId}`, { cookie: who.cookie });
  return response.status === 200 ? (await response.json<{ access: { level: string; via: string; grantor: string | null } }>()).access : response.status;
};
const sharesLogged = async (jobId: string) =>
  (await env.DB.prepare("select user_id as userId, details from activity_logs where job_id = ? and action = 'shared_job' order by timestamp, rowid").bind(jobId).all<{ userId: string; details: string }>()).results;
const share = async (from: Person, jobId: string, to: Person, level: string, expiresInDays: number | null = null) => {
  const response = await shareJobWith(from, jobId, to.body.id, level, expiresInDays);
  expect(response.status, await response.clone().text()).toBe(201);
  return await response.json<ShareAnswer>();
};
const revoke = async (who: Person, shareId: string) => expect((await call(`/api/team/shared-jobs/${shareId}`, { method: "DELETE", cookie: who.cookie })).status).toBe(204);

/** Team owner O with members E, F and G; E owns a job, shared with G (view) and with F (full). */
async function ownersShareAndAFullMember() {
  const [teamOwner, e, f, g] = await Promise.all([signUp(), signUp({ firstName: "Eve", lastName: "Egan" }), signUp({ firstName: "Finn", lastName: "Fox" }), signUp({ firstName: "Gus", lastName: "Gray" })]);
  await formTeam(teamOwner, [
    { person: e, role: "installer" },
    { person: f, role: "installer" },
    { person: g, role: "installer" },
  ]);
  const job = await createJob(e.cookie, { clientName: "Acme" });
  const toG = await share(e, job.id, g, "view");
  const toF = await share(e, job.id, f, "full");
  return { e, f, g, job, toG, toF };
}

describe("a share given again by another member with full access", () => {
  it("changes nothing when identical: the owner's share to G stays the owner's, nothing is logged, and revoking F leaves it", async () => {
    const { e, f, g, job, toG, toF } = await ownersShareAndAFullMember();
    const logged = await sharesLogged(job.id);

    const again = await share(f, job.id, g, "view");
    await revoke(e, toF.id);
    expect(await access(g, job.id), "G keeps the view share E gave").toEqual({ level: "view", via: "share", grantor: "Eve Egan" });
    expect(await access(f, job.id)).toBe(404);

    expect(again).toMatchObject({ id: toG.id, accessLevel: "view", sharedByUserId: e.body.id, sharedByName: "Eve Egan" });
    expect(await sharesLogged(job.id), "an identical repeat logs nothing").toEqual(logged);
  });

  it("changes the level under the grant's maker when F changes it, logged as F's change, and it outlives F's rights", async () => {
    const { e, f, g, job, toG, toF } = await ownersShareAndAFullMember();
    const logged = await sharesLogged(job.id);

    const raised = await share(f, job.id, g, "edit", 7);
    expect(raised).toMatchObject({ id: toG.id, accessLevel: "edit", sharedByUserId: e.body.id, sharedByName: "Eve Egan" });
    expect(await sharesLogged(job.id)).toEqual([...logged, { userId: f.body.id, details: "Acme shared with Gus Gray: Edit Access" }]);

    await revoke(e, toF.id);
    expect(await access(g, job.id)).toEqual({ level: "edit", via: "share", grantor: "Eve Egan" });
  });

  it("becomes the job owner's when the owner changes a share a member gave, so it no longer ends with that member", async () => {
    const { e, f, g, job, toF } = await ownersShareAndAFullMember();
    const given = await share(f, job.id, g, "edit");
    expect(given.sharedByUserId, "F's change of E's share stays E's").toBe(e.body.id);
    await revoke(e, given.id);
    const fresh = await share(f, job.id, g, "edit");
    expect(fresh).toMatchObject({ sharedByUserId: f.body.id, sharedByName: "Finn Fox" });
    const logged = await sharesLogged(job.id);

    expect((await share(e, job.id, g, "edit")).sharedByUserId, "the owner's identical repeat changes nothing").toBe(f.body.id);
    expect(await sharesLogged(job.id)).toEqual(logged);
    expect(await share(e, job.id, g, "view")).toMatchObject({ id: fresh.id, accessLevel: "view", sharedByUserId: e.body.id, sharedByName: "Eve Egan" });

    await revoke(e, toF.id);
    expect(await access(g, job.id)).toEqual({ level: "view", via: "share", grantor: "Eve Egan" });
  });

  it("never hands a share to someone whose own full access came through it, so repeating or lowering it cannot end both", async () => {
    const { e, f, g, job, toG } = await ownersShareAndAFullMember();
    await revoke(e, toG.id);
    expect(await share(f, job.id, g, "full")).toMatchObject({ sharedByUserId: f.body.id });
    const logged = await sharesLogged(job.id);

    expect(await share(g, job.id, f, "full"), "G repeats the full share F holds from E").toMatchObject({ sharedByUserId: e.body.id });
    expect(await sharesLogged(job.id)).toEqual(logged);
    expect(await access(f, job.id)).toEqual({ level: "full", via: "share", grantor: "Eve Egan" });
    expect(await access(g, job.id)).toEqual({ level: "full", via: "share", grantor: "Finn Fox" });

    expect(await share(g, job.id, f, "edit")).toMatchObject({ accessLevel: "edit", sharedByUserId: e.body.id });
    expect(await access(f, job.id), "F keeps E's share, lowered").toEqual({ level: "edit", via: "share", grantor: "Eve Egan" });
    expect(await access(g, job.id), "G's full share was F's, who can no longer grant").toBe(404);
  });
});
