import { describe, expect, it } from "vitest";
import { SOURCE_MAX_BYTES } from "../../lib/photo-resize";
import { type ChosenPhoto, formatBytes, sortChosenFiles, uploadLabel } from "./chosen-photos";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("choosing photos", () => {
  it("takes images and names the files it leaves out", () => {
    const { images, refusal } = sortChosenFiles([file("door.jpg", "image/jpeg"), file("quote.pdf", "application/pdf"), file("IMG_1.HEIC", "image/heic")]);
    expect(images.map((item) => item.name)).toEqual(["door.jpg", "IMG_1.HEIC"]);
    expect(refusal).toBe("quote.pdf is not an image, so it was not added.");
  });

  it("names several refused files at once, too large ones with the limit", () => {
    const huge = new File([new Uint8Array(1)], "pano.jpg", { type: "image/jpeg" });
    Object.defineProperty(huge, "size", { value: SOURCE_MAX_BYTES + 1 });
    const { images, refusal } = sortChosenFiles([file("a.txt", "text/plain"), file("b.zip", "application/zip"), huge]);
    expect(images).toEqual([]);
    expect(refusal).toBe("a.txt, b.zip are not images; pano.jpg is larger than 80.0 MB, so they were not added.");
  });

  it("takes a photo once when it is picked again, in the same pick or a later one, so it is not uploaded twice", () => {
    const same = new File([new Uint8Array(10)], "same.jpg", { type: "image/jpeg", lastModified: 1 });
    const copy = new File([new Uint8Array(10)], "same.jpg", { type: "image/jpeg", lastModified: 1 });
    const edited = new File([new Uint8Array(10)], "same.jpg", { type: "image/jpeg", lastModified: 2 });
    expect(sortChosenFiles([same, copy]).images).toEqual([same]);
    const again = sortChosenFiles([copy, edited], [same]);
    expect(again.images).toEqual([edited]);
    expect(again.refusal).toBe("same.jpg is already chosen, so it was not added.");
  });

  it("says nothing when every file is an image", () => {
    expect(sortChosenFiles([file("a.png", "image/png")]).refusal).toBeNull();
  });

  it("formats sizes and counts what is left to upload", () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
    expect(formatBytes(612 * 1024)).toBe("612 KB");
    const item = (state: ChosenPhoto["state"], resized: ChosenPhoto["resized"] = {} as ChosenPhoto["resized"]) => ({ state, resized }) as ChosenPhoto;
    expect(uploadLabel([item("ready"), item("ready"), item("preparing", null), item("unreadable", null)])).toBe("Upload 2 photos");
    expect(uploadLabel([item("ready")])).toBe("Upload 1 photo");
  });
});
