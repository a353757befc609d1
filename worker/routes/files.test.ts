import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FILES_PER_JOB_MAX, FILE_MAX_BYTES } from "../../shared/constants";
import { disguisedFiles, type FileBody, fileForm, postFile, sampleFiles, uploadFile } from "../test/files";
import { beforeWriteTo } from "../test/paused-write";
import { call, signUp } from "../test/http";
import { createJob, errorMessage } from "../test/jobs";
import { storedUnder } from "../test/photos";

async function ownerWithJob() {
  const owner = await signUp();
  const job = await createJob(owner.cookie, { clientName: "Fleet Co", jobName: "Van wrap" });
  return { owner, job, cookie: owner.cookie };
}

const listFiles = async (cookie: string, jobId: string) => await (await call(`/api/jobs/${jobId}/files`, { cookie })).json<FileBody[]>();

async function seedFileRows(jobId: string, count: number) {
  const insert = env.DB.prepare("insert into files (id, job_id, filename, storage_key, file_type, created_at) values (?, ?, 'seed.txt', ?, 'text/plain', ?)");
  const rows = Array.from({ length: count }, () => {
    const id = crypto.randomUUID();
    return insert.bind(id, jobId, `jobs/${jobId}/files/${id}/seed`, Date.now());
  });
  for (let at = 0; at < rows.length; at += 100) await env.DB.batch(rows.slice(at, at + 100));
}

describe("job files", () => {
  it("takes a real file of every accepted kind and serves each back byte for byte with its checked type", async () => {
    const { owner, job, cookie } = await ownerWithJob();
    const samples = await sampleFiles();
    const expectedTypes: Record<string, string> = {
      pdf: "application/pdf",
      jpeg: "image/jpeg",
      png: "image/png",
      webp: "image/webp",
      svg: "image/svg+xml",
      ai: "application/illustrator",
      eps: "application/postscript",
      psd: "image/vnd.adobe.photoshop",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      txt: "text/plain",
      csv: "text/csv",
    };
    for (const [kind, [bytes, name]] of Object.entries(samples)) {
      const file = await uploadFile(cookie, job.id, bytes, name, kind === "pdf" ? { category: "proof" } : {});
      expect(file, kind).toMatchObject({ filename: name, fileType: expectedTypes[kind], size: bytes.length, shared: false, uploadedBy: { id: owner.body.id } });
      expect(file.category).toBe(kind === "pdf" ? "proof" : "general");
      const download = await call(file.url, { cookie });
      expect(new Uint8Array(await download.arrayBuffer()), kind).toEqual(bytes);
      expect(download.headers.get("Content-Type"), kind).toBe(expectedTypes[kind]!.startsWith("text/") ? `${expectedTypes[kind]}; charset=utf-8` : expectedTypes[kind]);
      expect(download.headers.get("Content-Disposition"), kind).toMatch(/^attachment; filename="/);
      expect(download.headers.get("Content-Security-Policy"), kind).toMatch(/^sandbox; /);
      expect(download.headers.get("X-Content-Type-Options"), kind).toBe("nosniff");
      const inline = ["pdf", "jpeg", "png", "webp"].includes(kind);
      expect(file.previewUrl, kind).toBe(inline ? `/api/files/${file.id}/preview` : null);
      const preview = await call(`/api/files/${file.id}/preview`, { cookie });
      expect(preview.status, kind).toBe(inline ? 200 : 404);
      if (inline) expect(preview.headers.get("Content-Disposition")).toBe("inline");
      await preview.body?.cancel();
    }
    expect((await listFiles(cookie, job.id)).map((file) => file.filename)).toEqual(Object.values(samples).map(([, name]) => name));
  });

  it("takes text and CSV files whose first characters look like another format's signature", async () => {
    const { job, cookie } = await ownerWithJob();
    const encoder = new TextEncoder();
    const lookalikes: [string, string, string][] = [
      ["BMW,X5,2021,Full wrap\nFord,Transit,2020,Partial\n", "cars.csv", "text/csv"],
      ["MZ-3 hood: 60 x 48\n", "panels.txt", "text/plain"],
      ["ID3 decal set, gloss\n", "decals.txt", "text/plain"],
      ["%!PS fonts to install\n", "fonts.txt", "text/plain"],
    ];
    for (const [content, name, type] of lookalikes) {
      const file = await uploadFile(cookie, job.id, encoder.encode(content), name);
      expect(file, name).toMatchObject({ filename: name, fileType: type });
    }
  });

  it("takes an SVG drawing with ordinary links, references and animation", async () => {
    const { job, cookie } = await ownerWithJob();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="p" d="M0 0h10"/></defs>' +
      '<a href="https://wraps.example/proof?a=1&amp;b=2"><text>Tom &amp; Sons &#8212; rev. 2</text></a><use xlink:href="#p"/>' +
      '<rect width="10" height="10"><animate attributeName="width" from="0" to="10" dur="1s"/></rect></svg>';
    expect(await uploadFile(cookie, job.id, new TextEncoder().encode(svg), "logo.svg")).toMatchObject({ fileType: "image/svg+xml" });
  });

  it("refuses disguised and damaged files with 415 or 422, names what we take, and stores nothing", async () => {
    const { job, cookie } = await ownerWithJob();
    for (const [kind, [bytes, name, status]] of Object.entries(await disguisedFiles())) {
      const response = await postFile(cookie, job.id, bytes, name);
      expect(response.status, kind).toBe(status);
      const message = await errorMessage(response);
      expect(message, kind).toContain(name);
      if (status === 415) expect(message, kind).toContain("PDF, JPEG, PNG, WebP, SVG, AI, EPS, PSD, DOCX, XLSX, TXT or CSV");
    }
    expect(await listFiles(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("keeps the file name for display only: path parts, controls and bidi overrides dropped, never in the key", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).txt;
    const file = await uploadFile(cookie, job.id, bytes, "..\\..\\evil/Invoice\u202Egnp\u0007.txt");
    expect(file.filename).toBe("Invoicegnp.txt");
    const keys = await storedUnder(`jobs/${job.id}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^jobs/${job.id}/files/${file.id}/[0-9a-f-]{36}$`));
    const download = await call(file.url, { cookie });
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="Invoicegnp.txt"; filename*=UTF-8''Invoicegnp.txt`);
    await download.body?.cancel();
  });

  it("names an upload that shows nothing before its extension 'file', keeping the extension its type is checked by", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).txt;
    for (const name of [".txt", "\u200b\u200b.txt", "\u0301\u0301.txt"]) expect((await uploadFile(cookie, job.id, bytes, name)).filename, name).toBe("file.txt");
  });

  it("gives back the quotes a browser sends in a file name as %22, rather than showing %22", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).txt;
    const file = await uploadFile(cookie, job.id, bytes, "Acme %22Logo%22 v2.txt");
    expect(file.filename).toBe('Acme "Logo" v2.txt');
    const download = await call(file.url, { cookie });
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="Acme _Logo_ v2.txt"; filename*=UTF-8''Acme%20%22Logo%22%20v2.txt`);
    await download.body?.cancel();
  });

  it("does not bring a file back through a retry of its upload that was under way while it was uploaded and deleted", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).csv;
    const id = crypto.randomUUID();
    const { answer, meanwhile } = await beforeWriteTo(
      "files",
      async () => {
        const first = await uploadFile(cookie, job.id, bytes, "panels.csv", { id });
        return call(`/api/files/${first.id}`, { method: "DELETE", cookie });
      },
      { method: "POST", path: `/api/jobs/${job.id}/files`, cookie, body: fileForm(bytes, "panels.csv", { id }) },
    );
    expect(meanwhile.status).toBe(204);
    expect(answer.status).toBe(410);
    expect(await listFiles(cookie, job.id)).toEqual([]);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("answers a retried upload with the stored file, a different file under the same id with 409, and a deleted one with 410", async () => {
    const { job, cookie } = await ownerWithJob();
    const samples = await sampleFiles();
    const id = crypto.randomUUID();
    const first = await uploadFile(cookie, job.id, samples.csv[0], "panels.csv", { id });
    const again = await postFile(cookie, job.id, samples.csv[0], "panels.csv", { id });
    expect(again.status).toBe(201);
    expect((await again.json<FileBody>()).id).toBe(first.id);
    expect((await postFile(cookie, job.id, samples.txt[0], "other.txt", { id })).status).toBe(409);
    expect(await listFiles(cookie, job.id)).toHaveLength(1);
    expect((await call(`/api/files/${id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
    expect((await postFile(cookie, job.id, samples.csv[0], "panels.csv", { id })).status).toBe(410);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });

  it("caps a file at 50 MB (413) and a job's files at the limit even when uploads race", async () => {
    const { job, cookie } = await ownerWithJob();
    const tooBig = await postFile(cookie, job.id, new Uint8Array(FILE_MAX_BYTES + 1), "big.txt");
    expect(tooBig.status).toBe(413);
    expect(await errorMessage(tooBig)).toBe("big.txt is over 50 MB; a file can be at most 50 MB.");
    await seedFileRows(job.id, FILES_PER_JOB_MAX - 2);
    const [bytes] = (await sampleFiles()).txt;
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => postFile(cookie, job.id, bytes, `note-${index}.txt`)));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect(await listFiles(cookie, job.id)).toHaveLength(FILES_PER_JOB_MAX);
    expect((await storedUnder(`jobs/${job.id}/`)).length).toBe(2);
  });

  it("renames (keeping the extension), recategorises and shares a file, each logged; bad patches change nothing", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).pdf;
    const file = await uploadFile(cookie, job.id, bytes, "proof.pdf");
    const patch = (body: unknown) => call(`/api/files/${file.id}`, { method: "PATCH", body, cookie });
    const renamed = await (await patch({ filename: "Final design", category: "mockup", shared: true })).json<FileBody>();
    expect(renamed).toMatchObject({ filename: "Final design.pdf", category: "mockup", shared: true });
    for (const bad of [{}, { filename: "" }, { filename: "." }, { filename: " .. " }, { filename: ".pdf" }, { filename: "\u0301\u0301.pdf" }, { filename: "\u200b.pdf" }, { filename: "a/b.pdf" }, { category: "secret" }, { shared: "yes" }, { filename: "x".repeat(201) }, { owner: "me" }]) {
      expect((await patch(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await listFiles(cookie, job.id))[0]).toMatchObject({ filename: "Final design.pdf", category: "mockup", shared: true });
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string }[]>();
    expect(activity.map((entry) => entry.action)).toEqual(expect.arrayContaining(["uploaded_file", "updated_file"]));
  });

  it("refuses a rename or recategorisation someone else changed meanwhile with 409 and the file as it is, and logs only what was written", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).pdf;
    const file = await uploadFile(cookie, job.id, bytes, "proof.pdf");
    const patch = (body: unknown) => call(`/api/files/${file.id}`, { method: "PATCH", body, cookie });
    expect((await patch({ filename: "Proof v2", base: { filename: "proof.pdf" } })).status).toBe(200);
    const clash = await patch({ filename: "Proof final", base: { filename: "proof.pdf" } });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: "edit_conflict", fields: ["filename"], current: { id: file.id, filename: "Proof v2.pdf" } });
    const [first, second] = await Promise.all([patch({ category: "mockup", base: { category: "general" } }), patch({ category: "contract", base: { category: "general" } })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await patch({ shared: true, base: { shared: false } })).status).toBe(200);
    const stored = (await listFiles(cookie, job.id))[0]!;
    expect(stored).toMatchObject({ filename: "Proof v2.pdf", category: (await (first.status === 200 ? first : second).json<FileBody>()).category, shared: true });
    const activity = await (await call(`/api/jobs/${job.id}/activity`, { cookie })).json<{ action: string }[]>();
    expect(activity.filter((entry) => entry.action === "updated_file")).toHaveLength(3);
  });

  it("never downloads a renamed file under its old name from the browser's cache: a download is asked again each time, and its tag follows the name", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).pdf;
    const file = await uploadFile(cookie, job.id, bytes, "proof.pdf");
    const download = (headers: Record<string, string> = {}) => call(`/api/files/${file.id}/download`, { cookie, headers });
    const first = await download();
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(first.headers.get("Last-Modified")).toBeNull();
    const tag = first.headers.get("ETag")!;
    expect((await download({ "If-None-Match": tag })).status).toBe(304);

    expect((await call(`/api/files/${file.id}`, { method: "PATCH", body: { filename: "Final design" }, cookie })).status).toBe(200);
    const renamed = await download({ "If-None-Match": tag });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get("Content-Disposition")).toContain('filename="Final design.pdf"');
    expect(new Uint8Array(await renamed.arrayBuffer())).toEqual(bytes);
    const preview = await call(`/api/files/${file.id}/preview`, { cookie });
    expect(preview.headers.get("Cache-Control"), "the preview shows bytes alone, which never change").toBe("private, max-age=31536000, immutable");
  });

  it("deleting the job removes its file objects", async () => {
    const { job, cookie } = await ownerWithJob();
    const [bytes] = (await sampleFiles()).png;
    await uploadFile(cookie, job.id, bytes, "a.png");
    expect(await storedUnder(`jobs/${job.id}/`)).toHaveLength(1);
    expect((await call(`/api/jobs/${job.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await storedUnder(`jobs/${job.id}/`)).toEqual([]);
  });
});
