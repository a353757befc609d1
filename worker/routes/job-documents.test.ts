import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { flatPng } from "../test/images";
import { readPdfResponse } from "../test/pdf-reading";
import { jpegBlob, markupForm, sendForm, uploadPhoto } from "../test/photos";

const NAMES = ["Élodie", "Øystein", "Дмитрий", "Σοφία"];

async function fullJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, {
    clientName: `Ærøskøbing Wraps ${NAMES.join(" ")}`,
    jobName: "Fleet van wrap",
    clientContact: "Private Contact Person",
    clientEmail: "private@example.com",
    clientPhone: "+1 555 0100",
    vehicleYear: 2019,
    vehicleMake: "Ford",
    vehicleModel: "Transit",
    vehicleColor: "White",
    notes: `Long note ${"wrap film ".repeat(200)}END-OF-NOTE`,
  });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "roof", width: 100, height: 72 });
  await addMeasurement(owner.cookie, job.id, { jobType: "wall_graphic", panel: "full_wall", label: "Lobby wall", width: 120, height: 96 });
  const door = await uploadPhoto(owner.cookie, job.id, { caption: "Driver door dent", category: "progress" }, { photo: [jpegBlob(), "door.jpg"], thumb: [jpegBlob(), "t.jpg"] });
  await uploadPhoto(owner.cookie, job.id, { caption: "Rear bumper", category: "general" }, { photo: [jpegBlob(), "rear.jpg"], thumb: [jpegBlob(), "t.jpg"] });
  await sendForm(`/api/photos/${door.id}/markup`, markupForm(0), { method: "PUT", cookie: owner.cookie });
  await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 200, materialPrice: 450, laborHours: 12, laborRate: 85 }, cookie: owner.cookie });
  return { owner, job, door };
}

describe("GET /api/jobs/:id/report.pdf", () => {
  it("is a PDF download named for the client and vehicle, holding the client, panels, totals, captions and non-Latin names", async () => {
    const { owner, job } = await fullJob();
    const response = await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const disposition = response.headers.get("Content-Disposition")!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x21\x23-\x7e]+ - 2019 Ford Transit - report\.pdf"; filename\*=UTF-8''[\w%.!~-]+$/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(`Ærøskøbing Wraps ${NAMES.join(" ")} - 2019 Ford Transit - report.pdf`);
    const pdf = await readPdfResponse(response);
    for (const text of [...NAMES, "Ærøskøbing Wraps", "Fleet van wrap", "2019 Ford Transit", "White", "Private Contact Person", "private@example.com", "Hood", "Roof", "Lobby wall", "Vehicle total", "Wall Graphic total", "20.00 sq ft", "50.00 sq ft", "80.00 sq ft", "150.00 sq ft", "Driver door dent", "Rear bumper", "END-OF-NOTE", "$1,020.00"]) {
      expect(pdf.text).toContain(text);
    }
    pdf.pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pdf.pages.length}`));
    expect(pdf.images).toBe(2);
    expect(pdf.outsideMargins).toEqual([]);
  }, 60_000);

  it("leaves a long photo caption room under its picture, so it neither runs into the next photo nor spills onto a page of its own", async () => {
    const owner = await signUp();
    const pagesWith = async (caption: string) => {
      const job = await createJob(owner.cookie, { clientName: "Acme" });
      const portrait = new Blob([await flatPng(20, 30)], { type: "image/png" });
      for (const name of ["a", "b"]) await uploadPhoto(owner.cookie, job.id, { caption }, { photo: [portrait, `${name}.png`], thumb: [portrait, "t.png"] });
      return readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie }));
    };
    const long = `Passenger side ${"scratch along the lower door panel ".repeat(6)}`.slice(0, 199) + "Z";
    const [short, tall] = [await pagesWith("Door"), await pagesWith(long)];
    expect(tall.pages).toHaveLength(short.pages.length);
    expect(tall.text.replace(/\s/g, "")).toContain(long.replace(/\s/g, ""));
    expect(tall.outsideMargins).toEqual([]);
  }, 60_000);

  it("wraps a 100-character client name without spaces and a 2,000-character note within the margins, and marks characters no font has", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: `渡辺 김 ${"W".repeat(100)}`, notes: `${"Ünïcödé ".repeat(250)}LAST` });
    const pdf = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie }));
    expect(pdf.text).toContain("[U+6E21][U+8FBA] [U+AE40]");
    expect(pdf.text).toContain("LAST");
    expect(pdf.text.replace(/\s/g, "")).toContain("W".repeat(100));
    expect(pdf.outsideMargins).toEqual([]);
  }, 60_000);

  it("writes a line mixing Arabic with Latin and numbers in reading order, not mirrored or with its numbers turned, and leaves emoji out", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Acme Wraps ✨ 🧑🏽‍🔧 © 2026", location: "دبي Marina 5", notes: "سطر عربي 123 فقط" });
    const pdf = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie }));
    expect(pdf.text).toContain("Marina 5");
    expect(pdf.text).toContain("123");
    expect(pdf.text).not.toContain("aniraM");
    expect(pdf.text).not.toContain("321");
    expect(pdf.text, "emoji, which no font draws, are left out rather than printed as code points; © stays").toMatch(/Acme Wraps\s+© 2026/);
    expect(pdf.text).not.toContain("[U+");
    expect(pdf.outsideMargins).toEqual([]);
  }, 60_000);

  it("leaves out the photos but the marked-up ones, or all photos, or the measurements, as asked", async () => {
    const { owner, job } = await fullJob();
    const get = async (query: string) => readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf?${query}`, { cookie: owner.cookie }));
    const marked = await get("photos=marked");
    expect([marked.images, marked.text.includes("Driver door dent"), marked.text.includes("Rear bumper")]).toEqual([1, true, false]);
    const none = await get("photos=none&measurements=0");
    expect([none.images, none.text.includes("Photos"), none.text.includes("Measurements"), none.text.includes("Hood")]).toEqual([0, false, false, false]);
    const metric = await get("photos=none&units=metric");
    expect(metric.text).toContain("20.00 sq ft (1.86 m²)");
  }, 60_000);

  it("repeats a measurements table's header on each page it runs onto", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Long Table Co" });
    for (let index = 1; index <= 70; index += 1) {
      await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "hood", label: `Panel row ${index}`, width: 60, height: 48 });
    }
    const pdf = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie }));
    const tablePages = pdf.pages.filter((page) => page.includes("Panel row "));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page).toMatch(/Panel\s+Size\s+Area/);
  }, 60_000);

  it("gives a measurement's length beside its width and height, each named, instead of dropping it", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Trailer Co" });
    await addMeasurement(owner.cookie, job.id, { jobType: "trailer", panel: "passenger_side", width: 48, height: 102, length: 636 });
    await addMeasurement(owner.cookie, job.id, { jobType: "custom", label: "tiny", width: 1, length: 1, notes: "Badge" });
    const pdf = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie }));
    expect(pdf.text).toContain('W 48" x H 102" x L 636"');
    expect(pdf.text).toContain('W 1" x L 1"');
    expect(pdf.outsideMargins).toEqual([]);
  });

  it("gives a job with no measurements and no photos a valid one-page report", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Empty Co" });
    const response = await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const pdf = await readPdfResponse(response);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain("No measurements yet.");
    expect(pdf.text).toContain("Page 1 of 1");
    expect(pdf.images).toBe(0);
  }, 60_000);

  it("names a photo whose stored file is missing instead of failing", async () => {
    const { owner, job } = await fullJob();
    const keys = (await env.FILES.list({ prefix: `jobs/${job.id}/photos/` })).objects.map((object) => object.key);
    await env.FILES.delete(keys);
    const response = await call(`/api/jobs/${job.id}/report.pdf`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const pdf = await readPdfResponse(response);
    expect(pdf.text.match(/Photo file missing from storage/g)).toHaveLength(2);
    expect(pdf.text).toContain("Driver door dent");
    expect(pdf.images).toBe(0);
  }, 60_000);

  it.each([
    ["photos=some", "Photos must be all, marked or none"],
    ["measurements=yes", "Measurements must be 1 or 0"],
    ["units=furlongs", "Units must be imperial or metric"],
    ["tz=Mars/Olympus", "Time zone must be an IANA name"],
  ])("refuses %s with a 400 that says why", async (query, message) => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}/report.pdf?${query}`, { cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
  });
});

describe("GET /api/jobs/:id/quote.pdf", () => {
  it("is the client's quote from the latest estimate: business, client, material, rolls, labour, total, validity and terms", async () => {
    const { owner, job } = await fullJob();
    const response = await call(`/api/jobs/${job.id}/quote.pdf?tz=Europe/Oslo`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(decodeURIComponent(response.headers.get("Content-Disposition")!.split("''")[1]!)).toMatch(/ - 2019 Ford Transit - quote\.pdf$/);
    const pdf = await readPdfResponse(response);
    for (const text of ["Dana Reyes", owner.user.email, "Quote", ...NAMES, "Private Contact Person", "Rolls needed", "$450.00 per roll", "12 h at $85.00 per hour", "$1,020.00", "Valid until", "Terms", "Page 1 of 1"]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.outsideMargins).toEqual([]);
  }, 60_000);

  it("uses the estimate named by estimateId, and 404s one of another job", async () => {
    const { owner, job } = await fullJob();
    const second = await (await call(`/api/jobs/${job.id}/estimates`, { body: { totalSurfaceArea: 300, materialPrice: 999 }, cookie: owner.cookie })).json<{ id: string }>();
    const latest = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf`, { cookie: owner.cookie }));
    expect(latest.text).toContain("$999.00 per roll");
    const [first] = await (await call(`/api/jobs/${job.id}/estimates`, { cookie: owner.cookie })).json<{ id: string }[]>().then((list) => list.filter((estimate) => estimate.id !== second.id));
    const named = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf?estimateId=${first!.id}`, { cookie: owner.cookie }));
    expect(named.text).toContain("$450.00 per roll");
    const other = await fullJob();
    const foreign = await call(`/api/jobs/${job.id}/quote.pdf?estimateId=${(await (await call(`/api/jobs/${other.job.id}/estimates`, { cookie: other.owner.cookie })).json<{ id: string }[]>())[0]!.id}`, { cookie: owner.cookie });
    expect([foreign.status, await errorMessage(foreign)]).toEqual([404, "Estimate not found"]);
  }, 60_000);

  it("numbers two quotes apart when their estimates were made in the same minute (ids of one time prefix)", async () => {
    const { owner, job } = await fullJob();
    const ids = ["019cbd71-aaaa-7000-8000-00000000a1b2", "019cbd71-bbbb-7000-8000-00000000c3d4"];
    for (const id of ids) expect((await call(`/api/jobs/${job.id}/estimates`, { body: { id, totalSurfaceArea: 200 }, cookie: owner.cookie })).status).toBe(201);
    const numbers = [];
    for (const id of ids) {
      const pdf = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf?estimateId=${id}`, { cookie: owner.cookie }));
      numbers.push(/Quote number\s*([0-9A-F]{8})/.exec(pdf.text)?.[1]);
    }
    expect(numbers).toEqual(["0000A1B2", "0000C3D4"]);
  }, 60_000);

  it("answers 409 with what to do when the job has no estimate", async () => {
    const owner = await signUp();
    const job = await createJob(owner.cookie, { clientName: "Acme" });
    const response = await call(`/api/jobs/${job.id}/quote.pdf`, { cookie: owner.cookie });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe("This job has no estimate yet. Add one in the Wrapulator tab, then make the quote.");
  });
});
