import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Photo } from "../../../shared/schemas/photo";
import { wipeUserData } from "../../lib/user-storage";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { photoOutbox } from "./photo-outbox-runtime";
import { PhotoUploader } from "./photo-uploader";

vi.mock("../../lib/photo-resize", async (original) => ({
  ...(await original<typeof import("../../lib/photo-resize")>()),
  resizePhoto: async (file: File) => {
    if (file.name.startsWith("notes")) throw new Error("not a photo");
    return {
    photo: new Blob([new Uint8Array(300 * 1024)], { type: "image/jpeg" }),
    thumb: new Blob([new Uint8Array(8 * 1024)], { type: "image/jpeg" }),
    size: { width: 1920, height: 2560 },
    originalBytes: file.size,
    };
  },
}));

const JOB = "0190f4c2-7b1e-7a3d-9f00-0123456789ab";
const camera = (name: string) => new File([new Uint8Array(2 * 1024 * 1024)], name, { type: "image/jpeg" });
const stored = (form: FormData): Photo =>
  ({ id: String(form.get("id")), jobId: JOB, caption: (form.get("caption") as string | null) ?? null, category: form.get("category"), url: "/u", thumbnailUrl: "/t", originalUrl: "/u" }) as Photo;

let userId = "";
beforeEach(async () => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }));
  userId = `user-${crypto.randomUUID()}`;
  await photoOutbox.open(userId);
});
afterEach(async () => {
  await photoOutbox.removeAll(userId);
  vi.unstubAllGlobals();
});

async function chooseAndUpload(files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText("Choose photos"), files);
  const label = files.length === 1 ? "Upload 1 photo" : `Upload ${files.length} photos`;
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: label }).disabled).toBe(false));
  return { user, label };
}

describe("PhotoUploader", () => {
  it("uploads each chosen photo once with its id, caption and category, then clears the list and resets the fields", async () => {
    const calls = recordFetch((request) => (request.method === "POST" ? jsonResponse(stored(calls.at(-1)!.form!), 201) : jsonResponse([])));
    renderPage(<PhotoUploader jobId={JOB} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText("Choose photos"), [camera("IMG_1.JPG"), new File(["x"], "notes.txt", { type: "text/plain" }), camera("IMG_2.HEIC")]);
    expect(screen.getByRole("alert").textContent).toBe("notes.txt is not an image, so it was not added.");
    const rows = within(screen.getByRole("list", { name: "Photos to upload" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(rows[1]!.textContent).toContain("2.0 MB → 300 KB · 1920×2560"));
    await user.type(screen.getByLabelText("Caption"), "Hood, before");
    await user.selectOptions(screen.getByLabelText("Category"), "progress");
    await user.dblClick(screen.getByRole("button", { name: "Upload 2 photos" }));

    await screen.findByText("Photo uploaded successfully");
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.url)).toEqual([`/api/jobs/${JOB}/photos`, `/api/jobs/${JOB}/photos`]);
    expect(posts.map((call) => [call.form!.get("caption"), call.form!.get("category"), (call.form!.get("photo") as File).name])).toEqual([
      ["Hood, before", "progress", "IMG_1.jpg"],
      ["Hood, before", "progress", "IMG_2.jpg"],
    ]);
    expect(new Set(posts.map((call) => call.form!.get("id"))).size).toBe(2);
    expect(photoOutbox.list()).toEqual([]);
    expect(screen.queryByRole("list", { name: "Photos to upload" })).toBeNull();
    await user.upload(screen.getByLabelText("Choose photos"), [camera("IMG_3.JPG")]);
    expect(screen.getByLabelText<HTMLInputElement>("Caption").value).toBe("");
    expect(screen.getByLabelText<HTMLSelectElement>("Category").value).toBe("general");
  });

  it("clears a file it could not read from the list along with the photos an upload sent, leaving nothing to remove by hand", async () => {
    const calls = recordFetch((request) => (request.method === "POST" ? jsonResponse(stored(calls.at(-1)!.form!), 201) : jsonResponse([])));
    renderPage(<PhotoUploader jobId={JOB} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText("Choose photos"), [camera("IMG_1.JPG"), camera("notes.jpg")]);
    expect((await screen.findByRole("alert")).textContent).toBe("notes.jpg could not be prepared for upload.");
    await user.click(await screen.findByRole("button", { name: "Upload 1 photo" }));
    await screen.findByText("Photo uploaded successfully");
    expect(screen.queryByRole("list", { name: "Photos to upload" })).toBeNull();
  });

  it("shows the caption rule's message and queues nothing, rather than have the server refuse each photo later", async () => {
    const calls = recordFetch(() => jsonResponse([]));
    renderPage(<PhotoUploader jobId={JOB} />);
    const { user, label } = await chooseAndUpload([camera("IMG_1.JPG")]);
    await user.type(screen.getByLabelText("Caption"), "Hood\u0007before");
    await user.click(screen.getByRole("button", { name: label }));
    expect(await screen.findByText("Contains a hidden control character (U+0007); retype this text without it")).toBeTruthy();
    expect(photoOutbox.list()).toEqual([]);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(within(screen.getByRole("list", { name: "Photos to upload" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("keeps a photo on the phone when the server cannot be reached, and sends it with the same id later", async () => {
    let reachable = false;
    const calls = recordFetch(() => {
      if (!reachable) throw new TypeError("Failed to fetch");
      return jsonResponse(stored(calls.at(-1)!.form!), 201);
    });
    renderPage(<PhotoUploader jobId={JOB} />);
    const { user, label } = await chooseAndUpload([camera("IMG_1.JPG")]);
    await user.click(screen.getByRole("button", { name: label }));
    expect(await screen.findByText("Saved on this phone")).toBeTruthy();
    expect(photoOutbox.list()).toMatchObject([{ state: "waiting", filename: "IMG_1.jpg" }]);
    reachable = true;
    expect(await photoOutbox.drain()).toEqual({ sent: 1, waiting: 0, refused: 0 });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.form!.get("id")).toBe(calls[1]!.form!.get("id"));
  });

  it("drops a photo the server had and that was deleted since (410), instead of keeping it to retry", async () => {
    recordFetch(() => jsonResponse({ code: "gone", message: "This photo was deleted after it was uploaded." }, 410));
    renderPage(<PhotoUploader jobId={JOB} />);
    const { user, label } = await chooseAndUpload([camera("IMG_1.JPG")]);
    await user.click(screen.getByRole("button", { name: label }));
    await waitFor(() => expect(photoOutbox.list()).toEqual([]));
  });

  it("names the server's refusal and keeps the photo for a retry or discard", async () => {
    recordFetch(() => jsonResponse({ code: "unsupported_media_type", message: "IMG_1.jpg is not a JPEG, PNG or WebP image." }, 415));
    renderPage(<PhotoUploader jobId={JOB} />);
    const { user, label } = await chooseAndUpload([camera("IMG_1.JPG")]);
    await user.click(screen.getByRole("button", { name: label }));
    expect(await screen.findByText("Upload Failed")).toBeTruthy();
    expect(screen.getByText("IMG_1.jpg is not a JPEG, PNG or WebP image.")).toBeTruthy();
    expect(photoOutbox.list()).toMatchObject([{ state: "refused", problem: "IMG_1.jpg is not a JPEG, PNG or WebP image." }]);
  });

  it("keeps the chosen photos, ready, when the Photos tab is left before Upload and opened again, and frees each preview once it leaves the list", async () => {
    let made = 0;
    const revoked: string[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => `blob:preview-${(made += 1)}`, revokeObjectURL: (url: string) => void revoked.push(url) }));
    const calls = recordFetch((request) => (request.method === "POST" ? jsonResponse(stored(calls.at(-1)!.form!), 201) : jsonResponse([])));
    const first = renderPage(<PhotoUploader jobId={JOB} />);
    await chooseAndUpload([camera("IMG_1.JPG"), camera("IMG_2.JPG")]);
    first.unmount();

    renderPage(<PhotoUploader jobId={JOB} />);
    const rows = within(screen.getByRole("list", { name: "Photos to upload" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining("IMG_1.JPG"), expect.stringContaining("IMG_2.JPG")]);
    expect(rows.map((row) => row.querySelector("img")?.getAttribute("src"))).toEqual(["blob:preview-1", "blob:preview-2"]);
    expect(revoked).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Remove IMG_1.JPG" }));
    expect(revoked).toEqual(["blob:preview-1"]);
    await user.click(screen.getByRole("button", { name: "Upload 1 photo" }));
    await screen.findByText("Photo uploaded successfully");
    expect(revoked).toEqual(["blob:preview-1", "blob:preview-2"]);
    expect(calls.filter((call) => call.method === "POST").map((call) => (call.form!.get("photo") as File).name)).toEqual(["IMG_2.jpg"]);
  });

  it("keeps each job's chosen photos apart, and none past sign-out", async () => {
    const revoked: string[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: (url: string) => void revoked.push(url) }));
    recordFetch(() => jsonResponse([]));
    const first = renderPage(<PhotoUploader jobId={JOB} />);
    await chooseAndUpload([camera("IMG_1.JPG")]);
    first.unmount();
    const other = renderPage(<PhotoUploader jobId="0190f4c2-7b1e-7a3d-9f00-0123456789ac" />);
    expect(screen.queryByRole("list", { name: "Photos to upload" })).toBeNull();
    other.unmount();
    expect(revoked, "still chosen, its preview still shown when the tab is back").toEqual([]);
    wipeUserData();
    expect(revoked).toEqual(["blob:preview"]);
    renderPage(<PhotoUploader jobId={JOB} />);
    expect(screen.queryByRole("list", { name: "Photos to upload" })).toBeNull();
  });
});
