import { describe, expect, it } from "vitest";
import { annotatedKeys, backupKey, fileUploadKey, jobPrefix, photoPrefix, uploadKeys, voiceUploadKey } from "./keys";

const job = "0190f4c2-7b1e-7a3d-9f00-0123456789ab";
const item = "0190f4c2-7b1e-7a3d-9f00-ba9876543210";

describe("R2 keys", () => {
  it("follow the layout, every job object under the job's prefix", () => {
    expect(uploadKeys(job, item, job)).toEqual({ original: `jobs/${job}/photos/${item}/uploads/${job}/original`, thumb: `jobs/${job}/photos/${item}/uploads/${job}/thumb` });
    expect(fileUploadKey(job, item, job)).toBe(`jobs/${job}/files/${item}/${job}`);
    expect(voiceUploadKey(job, item, job)).toBe(`jobs/${job}/voice/${item}/${job}`);
    expect(annotatedKeys(job, item, job)).toEqual({ full: `jobs/${job}/photos/${item}/annotated/${job}`, thumb: `jobs/${job}/photos/${item}/annotated/${job}-thumb` });
    expect(annotatedKeys(job, item, job).thumb.startsWith(photoPrefix(job, item))).toBe(true);
    expect(backupKey(job, item)).toBe(`backups/${job}/${item}.zip`);
    for (const key of [uploadKeys(job, item, job).original, uploadKeys(job, item, job).thumb, fileUploadKey(job, item, job), voiceUploadKey(job, item, job)]) expect(key.startsWith(jobPrefix(job))).toBe(true);
  });

  it.each(["../other", "photo.jpg", "", `${job}/x`])("refuse %j as an id, so no key leaves its prefix", (bad) => {
    expect(() => fileUploadKey(job, item, bad)).toThrow(/Not an id/);
    expect(() => jobPrefix(bad)).toThrow(/Not an id/);
  });
});
