import { describe, expect, it } from "vitest";
import { INVITE_LINK_NEEDED } from "../../shared/schemas/team";
import { call, signUp } from "../test/http";
import { errorMessage } from "../test/jobs";
import { type Invitation, type Person, accept, formTeam, invite } from "../test/team";

type Overview = { members: { userId: string }[]; invitations: { id: string; code: string | null }[] };
const overview = async (who: Person) => await (await call("/api/team", { cookie: who.cookie })).json<Overview>();
const answer = (who: Person, invitation: Pick<Invitation, "id">, choice: "accept" | "decline", body: unknown) =>
  call(`/api/team/invitations/${invitation.id}/${choice}`, { body, cookie: who.cookie });

describe("an invitation is answered only with its invite link's code", () => {
  it("whoever signs up with the invited address cannot accept or decline without the link, and nothing changes", async () => {
    const owner = await signUp();
    const email = `squatted${crypto.randomUUID().slice(0, 8)}@example.com`;
    const invitation = await invite(owner, email);
    const other = await invite(owner, `other${crypto.randomUUID().slice(0, 8)}@example.com`);
    const squatter = await signUp({ email });

    const refusals: [unknown, number][] = [
      [{}, 400],
      [{ code: "" }, 403],
      [{ code: "0".repeat(32) }, 403],
      [{ code: other.code }, 403],
      [{ code: invitation.code.toUpperCase() }, 403],
      [{ code: `${invitation.code} ` }, 403],
      [{ code: "x".repeat(101) }, 400],
      [{ code: invitation.code, role: "admin" }, 400],
    ];
    for (const [body, status] of refusals) {
      for (const choice of ["accept", "decline"] as const) {
        const response = await answer(squatter, invitation, choice, body);
        expect(response.status, `${choice} ${JSON.stringify(body)}`).toBe(status);
        if (status === 403) expect(await errorMessage(response)).toBe(INVITE_LINK_NEEDED);
      }
    }
    expect((await overview(owner)).members.map((member) => member.userId)).toEqual([owner.body.id]);
    expect((await overview(owner)).invitations.map((each) => each.id).sort()).toEqual([invitation.id, other.id].sort());

    await accept(squatter, invitation);
    expect((await overview(owner)).members.map((member) => member.userId)).toEqual([owner.body.id, squatter.body.id]);
  });

  it("a code opens only its own invitation, and only for its addressee", async () => {
    const [owner, stranger] = await Promise.all([signUp(), signUp()]);
    const invitation = await invite(owner, stranger.user.email.replace("@", "+x@"));
    const response = await answer(stranger, invitation, "accept", { code: invitation.code });
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe("Invitation not found");
    expect((await answer(stranger, { id: crypto.randomUUID() }, "decline", { code: invitation.code })).status).toBe(404);
  });

  it("the owner reads every code again from the team, an admin only those they sent; the invitee's list never holds it", async () => {
    const [owner, admin, invitee] = await Promise.all([signUp(), signUp(), signUp()]);
    await formTeam(owner, [{ person: admin, role: "admin" }]);
    const toInstaller = await invite(owner, invitee.user.email);
    const toAdmin = await invite(owner, `admin${crypto.randomUUID().slice(0, 8)}@example.com`, "admin");
    const byAdmin = await invite(admin, `crew${crypto.randomUUID().slice(0, 8)}@example.com`, "viewer");
    expect(toInstaller.code).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([toInstaller.code, toAdmin.code, byAdmin.code]).size).toBe(3);

    const codes = (who: Person) => overview(who).then((team) => Object.fromEntries(team.invitations.map((each) => [each.id, each.code])));
    expect(await codes(owner)).toEqual({ [toInstaller.id]: toInstaller.code, [toAdmin.id]: toAdmin.code, [byAdmin.id]: byAdmin.code });
    expect(await codes(admin), "an admin removed later holds only codes that die with their right to grant").toEqual({ [toInstaller.id]: null, [toAdmin.id]: null, [byAdmin.id]: byAdmin.code });

    const received = await (await call("/api/team/invitations/received", { cookie: invitee.cookie })).text();
    expect(received).toContain(toInstaller.id);
    expect(received).not.toContain(toInstaller.code);
  });
});
