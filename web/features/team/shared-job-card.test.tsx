import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TeamSharedJob } from "../../../shared/schemas/team";
import { renderPage } from "../../test/render";
import { SharedJobCard } from "./shared-job-card";

const DAY = 24 * 3600_000;
const share = (changes: Partial<TeamSharedJob>): TeamSharedJob => ({
  id: "share-1",
  jobId: "job-1",
  sharedWithUserId: "user-2",
  sharedByUserId: "user-1",
  accessLevel: "view",
  sharedAt: new Date(Date.now() - 3 * DAY).toISOString(),
  expiresAt: null,
  expired: false,
  jobTitle: "Van wrap for Acme",
  sharedWithName: "Sam Hill",
  sharedByName: "Lee Ames",
  direction: "received",
  ...changes,
});

describe("SharedJobCard", () => {
  it("links a share in effect and says when it expires, or that it never does", () => {
    renderPage(<SharedJobCard share={share({})} />);
    expect(screen.getByRole("link", { name: "Van wrap for Acme" })).toBeTruthy();
    expect(screen.getByText("Never expires")).toBeTruthy();
  });

  it("says a share past its date expired, without a link to the job", () => {
    renderPage(<SharedJobCard share={share({ expired: true, expiresAt: new Date(Date.now() - DAY).toISOString() })} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/^Expired /)).toBeTruthy();
  });

  it("says a share whose maker lost full access has ended, though its own date has not come", () => {
    renderPage(<SharedJobCard share={share({ expired: true, expiresAt: new Date(Date.now() + 5 * DAY).toISOString() })} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Ended: Lee Ames no longer has full access")).toBeTruthy();
  });
});
