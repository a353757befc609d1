import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob, errorMessage } from "../test/jobs";
import { readPdfResponse } from "../test/pdf-reading";

/** A job measured in inches, centimetres and feet (20 + 60 + 80 = 160 sq ft), with an estimate on 54 in x 150 ft rolls. */
async function mixedUnitsJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Nordic Signs", vehicleYear: 2021, vehicleMake: "Volvo", vehicleModel: "FH" });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "hood", width: 60, height: 48 });
  await addMeasurement(owner.cookie, job.id, { jobType: "vehicle", panel: "driver_side", width: 457.2, height: 121.92, unit: "cm" });
  await addMeasurement(owner.cookie, job.id, { jobType: "wall_graphic", panel: "full_wall", label: "Shop wall", width: 10, height: 8, unit: "ft" });
  const estimate = { totalSurfaceArea: 160, vinylRollWidth: 54, vinylRollLength: 150, materialPrice: 3.5, materialPriceBasis: "sq_ft", laborHours: 6, laborRate: 80 };
  expect((await call(`/api/jobs/${job.id}/estimates`, { body: estimate, cookie: owner.cookie })).status).toBe(201);
  return { owner, job };
}

const IMPERIAL_ONLY = ["54 in x 150 ft", '60" x 48"', "10' x 8'"];

describe("units=metric on the job's documents", () => {
  it("gives the report every length, area and roll size in metric, beside the square feet, and leaves money as it is", async () => {
    const { owner, job } = await mixedUnitsJob();
    const pdf = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf?photos=none&units=metric`, { cookie: owner.cookie }));
    for (const text of [
      "152.4 cm x 121.92 cm",
      "457.2 cm x 121.92 cm",
      "304.8 cm x 243.84 cm",
      "20.00 sq ft (1.86 m²)",
      "160 sq ft (14.86 m²)",
      "184.0 sq ft (17.09 m², with 15% waste)",
      "160.00 sq ft (14.86 m²)",
      "176.00 sq ft (16.35 m²)",
      "137.16 cm x 45.72 m",
      "$3.50 per sq ft",
      "$616.00",
    ]) {
      expect(pdf.text).toContain(text);
    }
    for (const text of IMPERIAL_ONLY) expect(pdf.text).not.toContain(text);
    expect(pdf.outsideMargins).toEqual([]);
  }, 60_000);

  it("gives the client quote its areas and roll size in metric, and keeps the imperial quote as it was", async () => {
    const { owner, job } = await mixedUnitsJob();
    const metric = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf?units=metric&tz=Europe/Oslo`, { cookie: owner.cookie }));
    for (const text of ["160.00 sq ft (14.86 m²)", "176.00 sq ft (16.35 m²)", "137.16 cm x 45.72 m", "$3.50 per sq ft", "$616.00", "$480.00"]) expect(metric.text).toContain(text);
    expect(metric.text).not.toContain("54 in x 150 ft");
    expect(metric.outsideMargins).toEqual([]);
    for (const query of ["", "?units=imperial"]) {
      const imperial = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf${query}`, { cookie: owner.cookie }));
      for (const text of ["160.00 sq ft", "176.00 sq ft", "54 in x 150 ft"]) expect(imperial.text).toContain(text);
      expect(imperial.text).not.toContain("m²");
    }
    const perSquareMetre = { totalSurfaceArea: 160, materialPrice: 37.5, materialPriceBasis: "sq_m" };
    expect((await call(`/api/jobs/${job.id}/estimates`, { body: perSquareMetre, cookie: owner.cookie })).status).toBe(201);
    const priced = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf?units=metric`, { cookie: owner.cookie }));
    for (const text of ["$37.50 per m²", "$613.13"]) expect(priced.text).toContain(text);
    const imperialPriced = await readPdfResponse(await call(`/api/jobs/${job.id}/quote.pdf?units=imperial`, { cookie: owner.cookie }));
    for (const text of ["176.00 sq ft (16.35 m²)", "$37.50 per m²", "$613.13"]) expect(imperialPriced.text, "an imperial quote priced per m² gives the m² it is priced on").toContain(text);
  }, 60_000);

  it("keeps the imperial report's sizes in the unit they were measured in and its areas in square feet", async () => {
    const { owner, job } = await mixedUnitsJob();
    const pdf = await readPdfResponse(await call(`/api/jobs/${job.id}/report.pdf?photos=none`, { cookie: owner.cookie }));
    for (const text of [...IMPERIAL_ONLY, "457.2 cm x 121.92 cm", "184.0 sq ft (with 15% waste)"]) expect(pdf.text).toContain(text);
    expect(pdf.text).not.toContain("m²");
  }, 60_000);

  it("refuses a quote in units it does not know with a 400 that says why", async () => {
    const { owner, job } = await mixedUnitsJob();
    const response = await call(`/api/jobs/${job.id}/quote.pdf?units=furlongs`, { cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain("Units must be imperial or metric");
  });
});
