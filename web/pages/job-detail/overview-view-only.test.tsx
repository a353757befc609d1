import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { JobAccess } from "../../../shared/schemas/job";
import { makeJob } from "../../test/job-fixture";
import { holdAccount } from "../../test/account-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { OverviewTab } from "./overview-tab";

const renderOverview = (access?: JobAccess) => {
  holdAccount(() => jsonResponse([]))("in");
  return renderPage(<OverviewTab job={makeJob({ id: "j1", createdAt: "2026-11-01T00:00:00.000Z", ...(access ? { access } : {}) })} onOpenPhotos={() => {}} onOpenEstimates={() => {}} onRecordVoiceNote={() => {}} />);
};

describe("the Overview's ways to add to a job", () => {
  it("offers adding a photo and a voice note to whoever may edit the job", async () => {
    renderOverview();
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Add Photo" })).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Voice Note" })).toBeTruthy();
  });

  it("offers a member who may only view the job neither, only the PDF export", async () => {
    renderOverview({ level: "view", via: "team", grantor: "Ivan Petrov" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Export PDF" })).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Add Photo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Voice Note" })).toBeNull();
  });
});
