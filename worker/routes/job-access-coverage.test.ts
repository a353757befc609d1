import { describe, expect, it } from "vitest";
import app from "../app";
import { shareJob } from "../test/access-fixtures";
import { seedBackup } from "../test/backups";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob } from "../test/jobs";
import { type PhotoBody, markupForm, photoForm, pngBlob, sendForm, uploadPhoto } from "../test/photos";
import { fileForm, markedForm, sampleFiles, sendMarks, uploadFile } from "../test/files";
import { formTeam, shareJobWith } from "../test/team";
import { uploadVoiceNote, voiceForm, audioBlob, webmBytes } from "../test/audio";

/** Every kind of caller a job-scoped route can meet (architecture: "Who may touch a job"). */
const CALLERS = ["owner", "teamOwner", "teamAdmin", "shareView", "shareEdit", "shareFull", "shareExpired", "member", "stranger", "anonymous"] as const;
type CallerKind = (typeof CALLERS)[number];

type Target = { job: string; backup: string; measurement: string; estimate: string; share: string; photo: PhotoBody; file: string; markedProof: string; jobShare: string; memberId: string; note: string; voiceNote: string };
type Request = { path: string; body?: unknown; form?: FormData };

const hood = { jobType: "vehicle", panel: "hood", width: 60, height: 48 };

/**
 * Each job-scoped route, a request that succeeds with enough access, and the status each caller
 * gets, in CALLERS order: owner, team owner, team admin, share view, edit, full, expired share,
 * team member with no share, stranger, anonymous.
 */
const MATRIX: Record<string, [(target: Target) => Request, string]> = {
  "GET /api/jobs/:id": [({ job }) => ({ path: `/api/jobs/${job}` }), "200 200 200 200 200 200 404 404 404 401"],
  "PATCH /api/jobs/:id": [({ job }) => ({ path: `/api/jobs/${job}`, body: { notes: "Checked" } }), "200 403 403 403 200 200 404 404 404 401"],
  "DELETE /api/jobs/:id": [({ job }) => ({ path: `/api/jobs/${job}` }), "204 403 403 403 403 403 404 404 404 401"],
  "GET /api/jobs/:jobId/measurements": [({ job }) => ({ path: `/api/jobs/${job}/measurements` }), "200 200 200 200 200 200 404 404 404 401"],
  "POST /api/jobs/:jobId/measurements": [({ job }) => ({ path: `/api/jobs/${job}/measurements`, body: hood }), "201 403 403 403 201 201 404 404 404 401"],
  "PATCH /api/measurements/:id": [({ measurement }) => ({ path: `/api/measurements/${measurement}`, body: { label: "Checked" } }), "200 403 403 403 200 200 404 404 404 401"],
  "DELETE /api/measurements/:id": [({ measurement }) => ({ path: `/api/measurements/${measurement}` }), "200 403 403 403 200 200 404 404 404 401"],
  "GET /api/jobs/:jobId/estimates": [({ job }) => ({ path: `/api/jobs/${job}/estimates` }), "200 200 200 200 200 200 404 404 404 401"],
  "POST /api/jobs/:jobId/estimates": [({ job }) => ({ path: `/api/jobs/${job}/estimates`, body: { totalSurfaceArea: 200 } }), "201 403 403 403 201 201 404 404 404 401"],
  "PATCH /api/estimates/:id": [({ estimate }) => ({ path: `/api/estimates/${estimate}`, body: { wastePercentage: 15 } }), "200 403 403 403 200 200 404 404 404 401"],
  "DELETE /api/estimates/:id": [({ estimate }) => ({ path: `/api/estimates/${estimate}` }), "204 403 403 403 204 204 404 404 404 401"],
  "POST /api/jobs/:jobId/qr-share": [({ job }) => ({ path: `/api/jobs/${job}/qr-share`, body: { accessLevel: "view", expiresInDays: 7 } }), "201 403 403 403 403 201 404 404 404 401"],
  "GET /api/jobs/:jobId/activity": [({ job }) => ({ path: `/api/jobs/${job}/activity` }), "200 200 200 200 200 200 404 404 404 401"],
  "GET /api/jobs/:jobId/report.pdf": [({ job }) => ({ path: `/api/jobs/${job}/report.pdf?photos=none` }), "200 200 200 200 200 200 404 404 404 401"],
  "GET /api/jobs/:jobId/quote.pdf": [({ job }) => ({ path: `/api/jobs/${job}/quote.pdf` }), "200 200 200 200 200 200 404 404 404 401"],
  "GET /api/jobs/:jobId/qr-shares": [({ job }) => ({ path: `/api/jobs/${job}/qr-shares` }), "200 403 403 403 403 200 404 404 404 401"],
  "POST /api/jobs/:jobId/backup": [({ job }) => ({ path: `/api/jobs/${job}/backup`, body: { type: "photos" } }), "202 403 403 403 403 202 404 404 404 401"],
  "GET /api/jobs/:jobId/photos": [({ job }) => ({ path: `/api/jobs/${job}/photos` }), "200 200 200 200 200 200 404 404 404 401"],
  "POST /api/jobs/:jobId/photos": [({ job }) => ({ path: `/api/jobs/${job}/photos`, form: photoForm() }), "201 403 403 403 201 201 404 404 404 401"],
  "GET /api/photos/:id/:variant{original|thumb|annotated|annotated-thumb}": [({ photo }) => ({ path: photo.thumbnailUrl }), "200 200 200 200 200 200 404 404 404 401"],
  "PATCH /api/photos/:id": [({ photo }) => ({ path: `/api/photos/${photo.id}`, body: { caption: "Checked" } }), "200 403 403 403 200 200 404 404 404 401"],
  "DELETE /api/photos/:id": [({ photo }) => ({ path: `/api/photos/${photo.id}` }), "204 403 403 403 204 204 404 404 404 401"],
  "GET /api/photos/:id/markup": [({ photo }) => ({ path: `/api/photos/${photo.id}/markup` }), "200 200 200 200 200 200 404 404 404 401"],
  "PUT /api/photos/:id/markup": [({ photo }) => ({ path: `/api/photos/${photo.id}/markup`, form: markupForm(photo.markupVersion) }), "200 403 403 403 200 200 404 404 404 401"],
  "DELETE /api/photos/:id/markup": [({ photo }) => ({ path: `/api/photos/${photo.id}/markup?baseVersion=${photo.markupVersion}` }), "200 403 403 403 200 200 404 404 404 401"],
  "GET /api/jobs/:jobId/notes": [({ job }) => ({ path: `/api/jobs/${job}/notes` }), "200 200 200 200 200 200 404 404 404 401"],
  "POST /api/jobs/:jobId/notes": [({ job }) => ({ path: `/api/jobs/${job}/notes`, body: { body: "Checked" } }), "201 403 403 403 201 201 404 404 404 401"],
  "PATCH /api/notes/:id": [({ note }) => ({ path: `/api/notes/${note}`, body: { body: "Checked" } }), "200 403 403 403 200 200 404 404 404 401"],
  "DELETE /api/notes/:id": [({ note }) => ({ path: `/api/notes/${note}` }), "204 403 403 403 204 204 404 404 404 401"],
  "GET /api/jobs/:jobId/voice-notes": [({ job }) => ({ path: `/api/jobs/${job}/voice-notes` }), "200 200 200 200 200 200 404 404 404 401"],
  "POST /api/jobs/:jobId/voice-notes": [({ job }) => ({ path: `/api/jobs/${job}/voice-notes`, form: voiceForm(audioBlob(webmBytes())) }), "201 403 403 403 201 201 404 404 404 401"],
  "GET /api/voice-notes/:id/audio": [({ voiceNote }) => ({ path: `/api/voice-notes/${voiceNote}/audio` }), "200 200 200 200 200 200 404 404 404 401"],
  "PATCH /api/voice-notes/:id": [({ voiceNote }) => ({ path: `/api/voice-notes/${voiceNote}`, body: { transcription: "Checked" } }), "200 403 403 403 200 200 404 404 404 401"],
  // Without an AI binding (as in tests and `npm start`) a permitted retry is 503: access is decided first.
  "POST /api/voice-notes/:id/transcription": [({ voiceNote }) => ({ path: `/api/voice-notes/${voiceNote}/transcription`, body: {} }), "503 403 403 403 503 503 404 404 404 401"],
  "DELETE /api/voice-notes/:id": [({ voiceNote }) => ({ path: `/api/voice-notes/${voiceNote}` }), "204 403 403 403 204 204 404 404 404 401"],
  "GET /api/jobs/:jobId/files": [({ job }) => ({ path: `/api/jobs/${job}/files` }), "200 200 200 200 200 200 404 404 404 401"],
  "POST /api/jobs/:jobId/files": [({ job }) => ({ path: `/api/jobs/${job}/files`, form: fileForm(new TextEncoder().encode("a,b\n"), "panels.csv") }), "201 403 403 403 201 201 404 404 404 401"],
  "GET /api/jobs/:jobId/proofs": [({ job }) => ({ path: `/api/jobs/${job}/proofs` }), "200 200 200 200 200 200 404 404 404 401"],
  "GET /api/jobs/:jobId/proofs/:proofId/marked": [({ job, markedProof }) => ({ path: `/api/jobs/${job}/proofs/${markedProof}/marked` }), "200 200 200 200 200 200 404 404 404 401"],
  "GET /api/files/:id/:serving{download|preview}": [({ file }) => ({ path: `/api/files/${file}/preview` }), "200 200 200 200 200 200 404 404 404 401"],
  "PATCH /api/files/:id": [({ file }) => ({ path: `/api/files/${file}`, body: { shared: true } }), "200 403 403 403 200 200 404 404 404 401"],
  "DELETE /api/files/:id": [({ file }) => ({ path: `/api/files/${file}` }), "204 403 403 403 204 204 404 404 404 401"],
  "POST /api/files/:id/proof": [({ file }) => ({ path: `/api/files/${file}/proof`, body: {} }), "201 403 403 403 201 201 404 404 404 401"],
  "POST /api/qr-shares/:id/deactivate": [({ share }) => ({ path: `/api/qr-shares/${share}/deactivate`, body: {} }), "200 403 403 403 403 200 404 404 404 401"],
  "POST /api/team/share-job": [({ job, memberId }) => ({ path: "/api/team/share-job", body: { jobId: job, userId: memberId, accessLevel: "view" } }), "201 403 403 403 403 201 404 404 404 401"],
  "GET /api/backups/:id": [({ backup }) => ({ path: `/api/backups/${backup}` }), "200 403 403 403 403 200 404 404 404 401"],
  "GET /api/backups/:id/download": [({ backup }) => ({ path: `/api/backups/${backup}/download` }), "200 403 403 403 403 200 404 404 404 401"],
  "POST /api/backups/:id/restore": [({ backup }) => ({ path: `/api/backups/${backup}/restore`, body: {} }), "422 403 403 403 403 422 404 404 404 401"],
  "DELETE /api/backups/:id": [({ backup }) => ({ path: `/api/backups/${backup}` }), "204 403 403 403 403 204 404 404 404 401"],
  "DELETE /api/team/shared-jobs/:id": [({ jobShare }) => ({ path: `/api/team/shared-jobs/${jobShare}` }), "204 403 403 403 403 204 404 404 404 401"],
};

const JOB_SCOPED = /^\/api\/(jobs|measurements|estimates|photos|files|qr-shares|notes|voice-notes|backups)\/:|^\/api\/team\/(share-job|shared-jobs\/:)/;
const routeName = (method: string, path: string) => `${method} ${path.replace(/\/$/, "")}`;

function jobScopedRoutes(): string[] {
  const names = app.routes.filter((route) => route.method !== "ALL" && JOB_SCOPED.test(route.path)).map((route) => routeName(route.method, route.path));
  return [...new Set(names)].sort();
}

type Crew = Record<Exclude<CallerKind, "anonymous">, Awaited<ReturnType<typeof signUp>>>;
let crewOnce: Promise<Crew> | undefined;
/** One crew for every route (sign-up hashes are slow); each route works on fresh jobs. */
const people = () => (crewOnce ??= signUpCrew());

async function signUpCrew(): Promise<Crew> {
  const kinds = CALLERS.filter((kind): kind is Exclude<CallerKind, "anonymous"> => kind !== "anonymous");
  const accounts = await Promise.all(kinds.map(() => signUp()));
  const crew = Object.fromEntries(kinds.map((kind, index) => [kind, accounts[index]!])) as Crew;
  const { teamOwner, stranger, ...rest } = crew;
  const members = Object.entries(rest).map(([kind, person]) => ({ person, role: kind === "teamAdmin" ? "admin" : "installer" }));
  await formTeam(teamOwner, members);
  return crew;
}

async function freshTarget(crew: Crew): Promise<Target> {
  const { owner } = crew;
  const job = await createJob(owner.cookie, { clientName: "Acme" });
  const { measurement } = await addMeasurement(owner.cookie, job.id, hood);
  const viewShare = await shareJobWith(owner, job.id, crew.shareView.body.id, "view");
  await shareJobWith(owner, job.id, crew.shareEdit.body.id, "edit");
  await shareJobWith(owner, job.id, crew.shareFull.body.id, "full");
  await shareJob(job.id, crew.shareExpired.body.id, owner.body.id, "full", Date.now() - 1000);
  const estimate = await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 216 }, cookie: owner.cookie });
  const share = await (await call(`/api/jobs/${job.id}/qr-share`, { body: { accessLevel: "edit", expiresInDays: 1 }, cookie: owner.cookie })).json<{ id: string; shareToken: string }>();
  const photo = await uploadPhoto(owner.cookie, job.id, {}, { photo: [pngBlob(), "door.png"], thumb: [pngBlob(), "thumb.png"] });
  await sendForm(`/api/photos/${photo.id}/markup`, markupForm(0), { method: "PUT", cookie: owner.cookie });
  const file = await uploadFile(owner.cookie, job.id, (await sampleFiles()).png[0], "mockup.png", { category: "mockup" });
  const id = async (response: Response) => (await response.json<{ id: string }>()).id;
  const markedProof = await id(await call(`/api/files/${file.id}/proof`, { body: {}, cookie: owner.cookie }));
  await sendMarks(share.shareToken, markedProof, markedForm({ name: "Dana", comment: "Higher" }));
  const note = await call(`/api/jobs/${job.id}/notes`, { body: { body: "Bring the heat gun" }, cookie: owner.cookie });
  const voiceNote = await uploadVoiceNote(owner.cookie, job.id);
  return {
    backup: await seedBackup(owner.body.id, job.id, { minutesAgo: 1 }),
    note: await id(note),
    voiceNote: voiceNote.id,
    job: job.id,
    measurement: measurement.id,
    estimate: await id(estimate),
    share: share.id,
    photo: { ...photo, markupVersion: 1 },
    file: file.id,
    markedProof,
    jobShare: await id(viewShare),
    memberId: crew.member.body.id,
  };
}

/** What the owner can read of the job, to show that refused calls changed nothing. */
async function ownerView(crew: Crew, target: Target) {
  const paths = [`/api/jobs/${target.job}`, `/api/jobs/${target.job}/measurements`, `/api/jobs/${target.job}/estimates`, `/api/jobs/${target.job}/qr-shares`, `/api/jobs/${target.job}/photos`, `/api/photos/${target.photo.id}/markup`, `/api/jobs/${target.job}/notes`, `/api/jobs/${target.job}/voice-notes`, `/api/jobs/${target.job}/files`, `/api/jobs/${target.job}/proofs`, `/api/backups?jobId=${target.job}`, "/api/team/shared-jobs"];
  return Promise.all(paths.map(async (path) => (await call(path, { cookie: crew.owner.cookie })).text()));
}

describe("job access on every job-scoped route", () => {
  it("has a row for each registered job-scoped route", () => {
    expect(jobScopedRoutes()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX))("%s answers each caller as its row says", async (name, [request, row]) => {
    const method = name.split(" ")[0]!;
    const expected = Object.fromEntries(CALLERS.map((kind, index) => [kind, Number(row.split(" ")[index])])) as Record<CallerKind, number>;
    const crew = await people();
    const send = (kind: CallerKind, target: Target) => {
      const { path, body, form } = request(target);
      const cookie = kind === "anonymous" ? undefined : crew[kind].cookie;
      return form ? sendForm(path, form, { method, cookie }) : call(path, { method, body, cookie });
    };
    const refusing = CALLERS.filter((kind) => expected[kind] >= 400);
    const target = await freshTarget(crew);
    const before = await ownerView(crew, target);
    const actual: Partial<Record<CallerKind, number>> = {};
    for (const kind of refusing) actual[kind] = (await send(kind, target)).status;
    expect(await ownerView(crew, target), "refused calls change nothing").toEqual(before);
    for (const kind of CALLERS.filter((k) => expected[k] < 400)) {
      actual[kind] = (await send(kind, method === "GET" ? target : await freshTarget(crew))).status;
    }
    expect(actual).toEqual(expected);
  }, 60_000);
});
