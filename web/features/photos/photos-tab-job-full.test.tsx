import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_JOB_FULL } from "../../../shared/domain/photo-text";
import type { Photo } from "../../../shared/schemas/photo";
import { makeJob } from "../../test/job-fixture";
import { makePhoto } from "../../test/photo-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { photoOutbox, usePhotoOutboxSync } from "./photo-outbox-runtime";
import { PhotosTab } from "./photos-tab";

const job = makeJob({ id: "0193a1b2-0000-7000-8000-000000000002", createdAt: "2026-11-23T09:00:00.000Z" });
const queued = (id: string) => ({ id, jobId: job.id, photo: new Blob([id], { type: "image/jpeg" }), thumb: new Blob(["thumb"], { type: "image/jpeg" }), filename: `${id}.jpg`, caption: "", category: "general" });

/** The server's side: a job that holds the most photos it can (filled from another phone, so this one has not seen them all), and takes a new one only once one is deleted. */
function fullJobServer() {
  let room = 0;
  let photos: Photo[] = [makePhoto({ jobId: job.id })];
  const calls = recordFetch((request) => {
    if (request.method === "GET") return jsonResponse(photos);
    if (request.method === "DELETE") {
      room += 1;
      photos = [];
      return new Response(null, { status: 204 });
    }
    if (room === 0) return jsonResponse({ code: "conflict", message: PHOTO_JOB_FULL, requestId: "r" }, 409);
    room -= 1;
    const id = String(calls.at(-1)!.form!.get("id"));
    const added = makePhoto({ id, jobId: job.id, filename: `${id}.jpg` });
    photos = [...photos, added];
    return jsonResponse(added, 201);
  });
  return { posted: () => calls.filter((call) => call.method === "POST").map((call) => call.form!.get("id")) };
}

let userId = "";
function Tab() {
  usePhotoOutboxSync(userId);
  return <PhotosTab job={job} />;
}

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }));
  userId = `user-${crypto.randomUUID()}`;
});
afterEach(() => photoOutbox.removeAll(userId));

describe("PhotosTab, photos waiting for a job that is full", () => {
  it("sends one, shows each not uploaded with the reason, Retry and Discard, and sends them again once a photo of the job is deleted", async () => {
    const server = fullJobServer();
    await photoOutbox.open(userId);
    await photoOutbox.add([queued("p1"), queued("p2"), queued("p3")]);
    renderPage(<Tab />);

    await waitFor(() => expect(screen.getAllByText(`Not uploaded: ${PHOTO_JOB_FULL}`)).toHaveLength(3));
    expect(server.posted(), "one refusal; the other two stay on the phone").toEqual(["p1"]);
    for (const id of ["p1", "p2", "p3"]) {
      const tile = screen.getByRole("listitem", { name: `${id}.jpg: Not uploaded: ${PHOTO_JOB_FULL}` });
      expect(within(tile).getByRole("button", { name: "Retry" })).toBeTruthy();
      expect(within(tile).getByRole("button", { name: `Discard ${id}.jpg` })).toBeTruthy();
    }
    window.dispatchEvent(new Event("online"));
    window.dispatchEvent(new Event("focus"));
    await photoOutbox.drain();
    expect(server.posted(), "the signal coming back changes nothing").toEqual(["p1"]);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^Open / }));
    await user.click(within(screen.getByRole("toolbar", { name: "Photo actions" })).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Delete this photo?" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(server.posted(), "room for one: it goes, the next is refused, the last stays").toEqual(["p1", "p1", "p2"]));
    await waitFor(() => expect(screen.getAllByText(`Not uploaded: ${PHOTO_JOB_FULL}`)).toHaveLength(2));

    await user.click(within(screen.getByRole("listitem", { name: `p3.jpg: Not uploaded: ${PHOTO_JOB_FULL}` })).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(server.posted(), "a retry tries the job again: one more refusal").toEqual(["p1", "p1", "p2", "p2"]));
    await photoOutbox.drain();
    expect(photoOutbox.list().map((item) => [item.id, item.state])).toEqual([
      ["p2", "refused"],
      ["p3", "refused"],
    ]);
  });
});
