import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { ORIGIN } from "./http";
import { imageBytes } from "./images";

export const pngBlob = () => new Blob([imageBytes("png")], { type: "image/png" });
export const jpegBlob = () => new Blob([imageBytes("jpeg")], { type: "image/jpeg" });

export type FormFiles = Record<string, [Blob, string] | null>;

/** A form as the app sends it: a photo goes with its thumbnail (the 30 x 20 fixture) unless `thumb` is given, or null to leave it out. */
export function photoForm(fields: Record<string, string> = {}, files: FormFiles = { photo: [pngBlob(), "door.png"] }) {
  const form = new FormData();
  const sent: FormFiles = files.photo && !("thumb" in files) ? { ...files, thumb: [pngBlob(), "thumb.png"] } : files;
  for (const [name, file] of Object.entries(sent)) if (file) form.set(name, file[0], file[1]);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

export function sendForm(path: string, form: FormData, init: { cookie?: string; method?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Origin: ORIGIN, ...init.headers };
  if (init.cookie) headers.Cookie = init.cookie;
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: init.method ?? "POST", body: form, headers }));
}

export type PhotoBody = { id: string; url: string; thumbnailUrl: string; originalUrl: string; caption: string | null; category: string; hasMarkup: boolean; markupVersion: number; width: number | null; height: number | null };

export async function uploadPhoto(cookie: string, jobId: string, fields: Record<string, string> = {}, files?: FormFiles): Promise<PhotoBody> {
  const response = await sendForm(`/api/jobs/${jobId}/photos`, photoForm(fields, files), { cookie });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export const storedUnder = async (prefix: string) => (await env.FILES.list({ prefix })).objects.map((object) => object.key);

/** A markup of one arrow over the 30 x 20 test image, with the renditions a browser would send. */
export function markupForm(baseVersion: number, shapes: unknown[] = [arrow()]) {
  return photoForm(
    { markup: JSON.stringify({ version: 1, width: 30, height: 20, shapes }), baseVersion: String(baseVersion) },
    { annotated: [jpegBlob(), "annotated.jpg"], annotatedThumb: [jpegBlob(), "annotated-thumb.jpg"] },
  );
}

export const arrow = (id = "a1") => ({ id, type: "arrow", color: "#ef4444", size: 3, x: 0, y: 0, rotation: 0, scaleX: 1, scaleY: 1, points: [2, 2, 20, 15] });

/** Photo rows written straight to D1 (no objects), to bring a job close to its photo cap quickly. */
export async function seedPhotoRows(jobId: string, count: number): Promise<void> {
  const insert = env.DB.prepare("insert into photos (id, job_id, storage_key, filename, created_at) values (?, ?, ?, 'seed.png', ?)");
  const rows = Array.from({ length: count }, () => {
    const id = crypto.randomUUID();
    return insert.bind(id, jobId, `jobs/${jobId}/photos/${id}/original`, Date.now());
  });
  for (let at = 0; at < rows.length; at += 100) await env.DB.batch(rows.slice(at, at + 100));
}
