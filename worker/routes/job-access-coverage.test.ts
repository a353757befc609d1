import { describe, expect, it } from "vitest";
import app from "../app";
import { addTeam, shareJob } from "../test/access-fixtures";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob } from "../test/jobs";
import { type PhotoBody, markupForm, photoForm, pngBlob, sendForm, uploadPhoto } from "../test/photos";

type Level = "view" | "edit" | "full";
type Target = { job: string; measurement: string; estimate: string; share: string; photo: PhotoBody };
type Case = { needs: Level; request: (target: Target) => { path: string; body?: unknown; form?: FormData } };

const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };

/** Every job-scoped route with the level it needs and a request that succeeds at that level. */
const CASES: Record<string, Case> = {
  "GET /api/jobs/:id": { needs: "view", request: ({ job }) => ({ path: `/api/jobs/${job}` }) },
  "PATCH /api/jobs/:id": { needs: "edit", request: ({ job }) => ({ path: `/api/jobs/${job}`, body: { notes: "Checked" } }) },
  "DELETE /api/jobs/:id": { needs: "full", request: ({ job }) => ({ path: `/api/jobs/${job}` }) },
  "GET /api/jobs/:jobId/measurements": { needs: "view", request: ({ job }) => ({ path: `/api/jobs/${job}/measurements` }) },
  "POST /api/jobs/:jobId/measurements": { needs: "edit", request: ({ job }) => ({ path: `/api/jobs/${job}/measurements`, body: hood }) },
  "PATCH /api/measurements/:id": { needs: "edit", request: ({ measurement }) => ({ path: `/api/measurements/${measurement}`, body: { label: "Checked" } }) },
  "DELETE /api/measurements/:id": { needs: "edit", request: ({ measurement }) => ({ path: `/api/measurements/${measurement}` }) },
  "GET /api/jobs/:jobId/estimates": { needs: "view", request: ({ job }) => ({ path: `/api/jobs/${job}/estimates` }) },
  "POST /api/jobs/:jobId/estimates": { needs: "edit", request: ({ job }) => ({ path: `/api/jobs/${job}/estimates`, body: { totalSurfaceArea: 200 } }) },
  "PATCH /api/estimates/:id": { needs: "edit", request: ({ estimate }) => ({ path: `/api/estimates/${estimate}`, body: { wastePercentage: 15 } }) },
  "DELETE /api/estimates/:id": { needs: "edit", request: ({ estimate }) => ({ path: `/api/estimates/${estimate}` }) },
  "POST /api/jobs/:jobId/qr-share": { needs: "full", request: ({ job }) => ({ path: `/api/jobs/${job}/qr-share`, body: { accessLevel: "view", expiresInDays: 7 } }) },
  "GET /api/jobs/:jobId/activity": { needs: "view", request: ({ job }) => ({ path: `/api/jobs/${job}/activity` }) },
  "GET /api/jobs/:jobId/qr-shares": { needs: "full", request: ({ job }) => ({ path: `/api/jobs/${job}/qr-shares` }) },
  "GET /api/jobs/:jobId/photos": { needs: "view", request: ({ job }) => ({ path: `/api/jobs/${job}/photos` }) },
  "POST /api/jobs/:jobId/photos": { needs: "edit", request: ({ job }) => ({ path: `/api/jobs/${job}/photos`, form: photoForm() }) },
  "GET /api/photos/:id/:variant{original|thumb|annotated|annotated-thumb}": { needs: "view", request: ({ photo }) => ({ path: photo.thumbnailUrl }) },
  "PATCH /api/photos/:id": { needs: "edit", request: ({ photo }) => ({ path: `/api/photos/${photo.id}`, body: { caption: "Checked" } }) },
  "DELETE /api/photos/:id": { needs: "edit", request: ({ photo }) => ({ path: `/api/photos/${photo.id}` }) },
  "GET /api/photos/:id/markup": { needs: "view", request: ({ photo }) => ({ path: `/api/photos/${photo.id}/markup` }) },
  "PUT /api/photos/:id/markup": { needs: "edit", request: ({ photo }) => ({ path: `/api/photos/${photo.id}/markup`, form: markupForm(photo.markupVersion) }) },
  "DELETE /api/photos/:id/markup": { needs: "edit", request: ({ photo }) => ({ path: `/api/photos/${photo.id}/markup?baseVersion=${photo.markupVersion}` }) },
  "POST /api/qr-shares/:id/deactivate": { needs: "full", request: ({ share }) => ({ path: `/api/qr-shares/${share}/deactivate`, body: {} }) },
};

const JOB_SCOPED = /^\/api\/(jobs|measurements|estimates|photos|qr-shares)\/:/;
const routeName = (method: string, path: string) => `${method} ${path.replace(/\/$/, "")}`;

function jobScopedRoutes(): string[] {
  const names = app.routes.filter((route) => route.method !== "ALL" && JOB_SCOPED.test(route.path)).map((route) => routeName(route.method, route.path));
  return [...new Set(names)].sort();
}

let crewOnce: ReturnType<typeof signUpCrew> | undefined;
/** One crew for every case (sign-up hashes are slow); each case works on fresh jobs. */
const people = () => (crewOnce ??= signUpCrew());

async function signUpCrew() {
  const [owner, stranger, teamAdmin, editor, full] = await Promise.all([signUp(), signUp(), signUp(), signUp(), signUp()]);
  await addTeam(teamAdmin.body.id, [
    { userId: teamAdmin.body.id, role: "admin" },
    { userId: owner.body.id, role: "installer" },
  ]);
  return { owner, stranger, teamAdmin, editor, full };
}

async function freshTarget(crew: Awaited<ReturnType<typeof signUpCrew>>): Promise<Target> {
  const job = await createJob(crew.owner.cookie, { clientName: "Acme" });
  const { measurement } = await addMeasurement(crew.owner.cookie, job.id, hood);
  await shareJob(job.id, crew.editor.body.id, crew.owner.body.id, "edit");
  await shareJob(job.id, crew.full.body.id, crew.owner.body.id, "full");
  const estimate = await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 216 }, cookie: crew.owner.cookie });
  const share = await call(`/api/jobs/${job.id}/qr-share`, { body: { accessLevel: "edit", expiresInDays: 1 }, cookie: crew.owner.cookie });
  const photo = await uploadPhoto(crew.owner.cookie, job.id, {}, { photo: [pngBlob(), "door.png"], thumb: [pngBlob(), "thumb.png"] });
  await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { method: "PUT", cookie: crew.owner.cookie });
  return { job: job.id, measurement: measurement.id, estimate: ((await estimate.json()) as { id: string }).id, share: ((await share.json()) as { id: string }).id, photo: { ...photo, markupVersion: 1 } };
}

describe("job access on every job-scoped route", () => {
  it("has an access case for each registered job-scoped route", () => {
    expect(jobScopedRoutes()).toEqual(Object.keys(CASES).sort());
  });

  const allowed: Record<"teamAdmin" | "editor" | "full", Level[]> = { teamAdmin: ["view"], editor: ["view", "edit"], full: ["view", "edit", "full"] };

  it.each(Object.entries(CASES))("%s: anonymous 401, stranger 404, too little access 403, enough access succeeds", async (name, { needs, request }) => {
    const method = name.split(" ")[0]!;
    const crew = await people();
    const send = async (cookie: string | undefined, target: Target) => {
      const { path, body, form } = request(target);
      return form ? sendForm(path, form, { method, cookie }) : call(path, { method, body, cookie });
    };
    const target = await freshTarget(crew);
    const ownerView = async () => [
      await (await call(`/api/jobs/${target.job}`, { cookie: crew.owner.cookie })).text(),
      await (await call(`/api/jobs/${target.job}/measurements`, { cookie: crew.owner.cookie })).text(),
      await (await call(`/api/jobs/${target.job}/estimates`, { cookie: crew.owner.cookie })).text(),
      await (await call(`/api/jobs/${target.job}/qr-shares`, { cookie: crew.owner.cookie })).text(),
      await (await call(`/api/jobs/${target.job}/photos`, { cookie: crew.owner.cookie })).text(),
      await (await call(`/api/photos/${target.photo.id}/markup`, { cookie: crew.owner.cookie })).text(),
    ];
    const before = await ownerView();

    expect((await send(undefined, target)).status, "anonymous").toBe(401);
    expect((await send(crew.stranger.cookie, target)).status, "stranger").toBe(404);
    for (const who of ["teamAdmin", "editor", "full"] as const) {
      if (allowed[who].includes(needs)) continue;
      const response = await send(crew[who].cookie, target);
      expect(response.status, who).toBe(403);
    }
    expect(await ownerView(), "refused calls change nothing").toEqual(before);

    for (const who of ["teamAdmin", "editor", "full"] as const) {
      if (!allowed[who].includes(needs)) continue;
      const response = await send(crew[who].cookie, await freshTarget(crew));
      expect(response.status, `${who} may ${needs}`).toBeLessThan(300);
    }
    expect((await send(crew.owner.cookie, target)).status, "owner").toBeLessThan(300);
  }, 30_000);
});
