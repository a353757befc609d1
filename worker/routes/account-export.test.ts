import { strFromU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { downloadBackup, importZip, settledBackup, type BackupBody } from "../test/backups";
import { call, signUp } from "../test/http";
import { imageBytes } from "../test/images";
import { addMeasurement, createJob, errorMessage, listJobs } from "../test/jobs";
import { markupForm, sendForm, storedUnder, uploadPhoto } from "../test/photos";
import { formTeam, shareJobWith } from "../test/team";

type Manifest = { backupType: string; counts: Record<string, number>; entries: { name: string; sha256: string }[] };

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
const exportAccount = (cookie: string) => call("/api/account/export", { body: {}, cookie });

describe("account export", () => {
  it("holds the business profile the account deletion would lose: business name, phone, settings and the logo's bytes", async () => {
    const owner = await signUp();
    expect((await call("/api/account", { method: "PATCH", body: { businessName: "Reyes Wraps", phone: "+1 555 0199", lengthUnit: "cm", rollWidth: 54, currency: "CAD" }, cookie: owner.cookie })).status).toBe(200);
    const logo = imageBytes("jpeg");
    const form = new FormData();
    form.set("logo", new Blob([logo], { type: "image/jpeg" }), "logo.jpg");
    expect((await sendForm("/api/account/logo", form, { method: "PUT", cookie: owner.cookie })).status).toBe(200);
    const backup = await settledBackup(owner.cookie, (await (await exportAccount(owner.cookie)).json<BackupBody>()).id);
    expect(backup.status, backup.errorMessage ?? "").toBe("completed");
    const files = unzipSync(await downloadBackup(owner.cookie, backup.id));
    expect(JSON.parse(strFromU8(files["profile.json"]!))).toMatchObject({
      businessName: "Reyes Wraps",
      phone: "+1 555 0199",
      logo: "logo.jpg",
      preferences: { lengthUnit: "cm", rollWidth: 54, wastePercentage: 10, currency: "CAD", laborRate: null },
    });
    expect(files["logo.jpg"]).toEqual(logo);
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as Manifest;
    expect(manifest.entries.map((entry) => entry.name)).toContain("logo.jpg");
  });


  it("zips every job the account owns with its photos, the profile, team and clients, checked entry by entry; each job folder imports on its own", async () => {
    const owner = await signUp();
    const crew = await signUp();
    await formTeam(owner, [{ person: crew, role: "installer" }]);
    const van = await createJob(owner.cookie, { clientName: "Acme Café", jobName: "Sprinter wrap", clientEmail: "fleet@acme.test" });
    await addMeasurement(owner.cookie, van.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
    const photo = await uploadPhoto(owner.cookie, van.id, { caption: "Hood" });
    expect((await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { method: "PUT", cookie: owner.cookie })).status).toBe(200);
    await createJob(owner.cookie, { clientName: "Bayside Bakery" });
    const theirs = await createJob(crew.cookie, { clientName: "Crew's own client" });
    await shareJobWith(crew, theirs.id, owner.body.id, "full");

    const [started, again] = await Promise.all([exportAccount(owner.cookie), exportAccount(owner.cookie)]);
    expect(started.status).toBe(202);
    const pending = await started.json<BackupBody>();
    expect((await again.json<BackupBody>()).id).toBe(pending.id);
    expect(pending).toMatchObject({ status: "pending", backupType: "account", jobId: null, fileName: `WrapPilot-account-${new Date().toISOString().slice(0, 10)}.zip` });
    const backup = await settledBackup(owner.cookie, pending.id);
    expect(backup.status, backup.errorMessage ?? "").toBe("completed");
    expect((await (await call("/api/backups", { cookie: owner.cookie })).json<BackupBody[]>()).map((row) => row.id)).toEqual([backup.id]);

    const files = unzipSync(await downloadBackup(owner.cookie, backup.id));
    const names = Object.keys(files);
    expect(names.slice(0, 6)).toEqual(["manifest.json", "README.txt", "profile.json", "team.json", "clients.json", "jobs.json"]);
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as Manifest;
    expect(manifest).toMatchObject({ backupType: "account", counts: { jobs: 2, photos: 1, clients: 2, teamMembers: 2 } });
    expect(manifest.entries.map((entry) => entry.name)).toEqual(names.slice(1));
    for (const entry of manifest.entries) expect(hex(await crypto.subtle.digest("SHA-256", files[entry.name]!)), entry.name).toBe(entry.sha256);
    const profile = JSON.parse(strFromU8(files["profile.json"]!));
    expect(profile).toMatchObject({ id: owner.body.id, firstName: expect.any(String) });
    expect(JSON.stringify(profile)).not.toContain("password");
    expect(JSON.parse(strFromU8(files["team.json"]!))).toMatchObject({ myRole: "owner", members: [{ role: "owner" }, { role: "installer", userId: crew.body.id }] });
    expect(JSON.parse(strFromU8(files["clients.json"]!)).map((client: { clientName: string }) => client.clientName)).toEqual(["Acme Café", "Bayside Bakery"]);
    const jobs = JSON.parse(strFromU8(files["jobs.json"]!)) as { id: string; folder: string }[];
    expect(jobs.map((job) => job.folder)).toEqual(["jobs/001-Acme Café Sprinter wrap", "jobs/002-Bayside Bakery"]);
    expect(names).toContain("jobs/001-Acme Café Sprinter wrap/photos/001-Hood/markup.json");
    expect(names.some((name) => name.includes("Crew"))).toBe(false);

    const folder = `${jobs[0]!.folder}/`;
    const single = Object.fromEntries(names.filter((name) => name.startsWith(folder)).map((name) => [name.slice(folder.length), files[name]!]));
    const imported = await importZip(owner.cookie, zipSync(single));
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect((await imported.json<{ clientName: string }>()).clientName).toBe("Acme Café");

    const whole = await importZip(owner.cookie, zipSync(files));
    expect(whole.status).toBe(422);
    expect(await errorMessage(whole)).toContain("This is an account export");
    const restore = await call(`/api/backups/${backup.id}/restore`, { body: {}, cookie: owner.cookie });
    expect(restore.status).toBe(422);
    expect((await listJobs(owner.cookie)).items.map((job) => job.clientName).sort()).toEqual(["Acme Café", "Acme Café", "Bayside Bakery", "Crew's own client"]);

    for (const path of [`/api/backups/${backup.id}`, `/api/backups/${backup.id}/download`]) expect((await call(path, { cookie: crew.cookie })).status).toBe(404);
    expect((await call(`/api/backups/${backup.id}`, { method: "DELETE", cookie: crew.cookie })).status).toBe(404);
    expect((await call(`/api/backups/${backup.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await storedUnder(`backups/${owner.body.id}/`)).toEqual([]);
  }, 60_000);

  it("exports an account with no jobs, and asks to sign in first", async () => {
    const loner = await signUp();
    const backup = await settledBackup(loner.cookie, (await (await exportAccount(loner.cookie)).json<BackupBody>()).id);
    expect(backup.status).toBe("completed");
    const manifest = JSON.parse(strFromU8(unzipSync(await downloadBackup(loner.cookie, backup.id))["manifest.json"]!)) as Manifest;
    expect(manifest.counts).toEqual({ jobs: 0, photos: 0, clients: 0, teamMembers: 0 });
    expect((await exportAccount("")).status).toBe(401);
  }, 60_000);
});
