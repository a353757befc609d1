import { describe, expect, it } from "vitest";
import { call, signUp } from "../test/http";
import { addMeasurement, createJob } from "../test/jobs";
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
  }, 60_000);
});
