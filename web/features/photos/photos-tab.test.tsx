import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { makePhoto } from "../../test/photo-fixture";
import { handOverPhotos } from "./camera-handover";
import { PhotosTab } from "./photos-tab";

const job = makeJob({ id: "0193a1b2-0000-7000-8000-000000000002", createdAt: "2026-11-23T09:00:00.000Z" });

const photo = makePhoto({ jobId: job.id, url: "/annotated", hasMarkup: true, markupVersion: 3 });

describe("PhotosTab", () => {
  it("asks before removing a photo's markup, and removes it only once confirmed", async () => {
    const calls = recordFetch((request) =>
      request.method === "DELETE" ? jsonResponse({ ...photo, hasMarkup: false, url: "/o", markupVersion: 4 }) : jsonResponse([photo]),
    );
    const user = userEvent.setup();
    renderPage(<PhotosTab job={job} />);
    const removeMarkup = () => user.click(screen.getByRole("button", { name: "Remove markup" }));

    await user.click(await screen.findByRole("button", { name: /^Open / }, { timeout: 5_000 }));
    await removeMarkup();
    const question = await screen.findByRole("alertdialog", { name: "Remove the markup?" });
    expect(question.textContent).toContain("The marks on this photo are deleted. The original photo stays.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await removeMarkup();
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Markup removed")).toBeTruthy();
    expect(screen.getByRole("toolbar", { name: "Photo actions" }).textContent, "back in the viewer, on the original").not.toContain("Remove markup");
    const removals = calls.filter((call) => call.method === "DELETE");
    expect(removals.map((call) => [call.url, call.query.get("baseVersion")])).toEqual([[`/api/photos/${photo.id}/markup`, "3"]]);
  });

  it("says so when photos the Camera took reach a job the user may only view, rather than let them vanish", async () => {
    recordFetch(() => jsonResponse([photo]));
    const viewOnly = { ...job, access: { level: "view" as const, via: "share" as const, grantor: "Sam Ortiz" } };
    const taken = (name: string) => new File([new Uint8Array(8)], name, { type: "image/jpeg" });
    handOverPhotos(job.id, [taken("IMG_1.JPG"), taken("IMG_2.JPG")]);
    renderPage(<PhotosTab job={viewOnly} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You can only view this job, so the 2 photos just taken for it weren't added. Ask its owner for edit access, or take them again for a job you can edit.",
    );
    expect(screen.queryByRole("button", { name: "Take Photo" })).toBeNull();
  });

  it("tells a member who may only view a job without photos where they will be, not to take them", async () => {
    recordFetch(() => jsonResponse([]));
    renderPage(<PhotosTab job={{ ...job, access: { level: "view", via: "team", grantor: "Ivan Petrov" } }} />);
    expect(await screen.findByText("Photos of the vehicle show here once they are added.")).toBeTruthy();
    expect(screen.queryByText(/Take or choose photos/)).toBeNull();
  });
});
