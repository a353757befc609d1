import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { JobAccess } from "../../../shared/schemas/job";
import { makeJob } from "../../test/job-fixture";
import { renderPage } from "../../test/render";
import { JobCard } from "./job-card";

const card = (access: JobAccess) =>
  renderPage(<JobCard job={makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", access })} layout="grid" metric={false} onViewClientHistory={() => {}} onDelete />);

describe("JobCard for a job that is not the caller's", () => {
  it("says who shared it and at what level, and offers no delete to a share", () => {
    card({ level: "edit", via: "share", grantor: "Olga Ortiz" });
    expect(screen.getByText("Shared by Olga Ortiz · Edit Access")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /client history/ }), "client history lists the caller's own jobs").toBeNull();
  });

  it("shows a full-access share without a delete button: deleting is the owner's alone", () => {
    card({ level: "full", via: "share", grantor: "Olga Ortiz" });
    expect(screen.getByText("Shared by Olga Ortiz · Full Access")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("marks a member's job in the team view as read only", () => {
    card({ level: "view", via: "team", grantor: "Ivan Petrov" });
    expect(screen.getByText("Ivan Petrov's job · Team view, read only")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("shows no badge on the caller's own job, with every action", () => {
    card({ level: "owner", via: "owner", grantor: null });
    expect(screen.queryByText(/Shared by|Team view/)).toBeNull();
    expect(screen.getByRole("button", { name: "Delete job Acme Plumbing" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "View client history for Acme Plumbing" })).toBeTruthy();
  });

  it("names the job with its client on its links, buttons and delete question, so two vans of one fleet client are told apart", async () => {
    const owner: JobAccess = { level: "owner", via: "owner", grantor: null };
    renderPage(
      <>
        <JobCard job={makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", access: owner, jobName: "Van 3" })} layout="grid" metric={false} onDelete />
        <JobCard job={makeJob({ id: "j2", createdAt: "2026-11-01T10:00:00.000Z", access: owner, jobName: "Van 4" })} layout="grid" metric={false} onDelete />
      </>,
    );
    expect(screen.getAllByRole("link", { name: /^Open Job / }).map((link) => link.getAttribute("aria-label"))).toEqual(["Open Job Acme Plumbing · Van 3", "Open Job Acme Plumbing · Van 4"]);
    expect(screen.getByRole("link", { name: "Photos of Acme Plumbing · Van 4" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy link to job Acme Plumbing · Van 4" })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Progress of Acme Plumbing · Van 4" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete job Acme Plumbing · Van 4" }));
    expect(await screen.findByRole("alertdialog", { name: "Delete Acme Plumbing · Van 4?" })).toBeTruthy();
  });
});

describe("JobCard titles", () => {
  it("shows an unnamed job by its client and vehicle, never as 'Untitled Job'", () => {
    renderPage(<JobCard job={makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", vehicleYear: 2019, vehicleMake: "Ford", vehicleModel: "Transit" })} layout="grid" metric={false} />);
    expect(screen.queryByText("Untitled Job")).toBeNull();
    expect(screen.getByRole("link", { name: "Acme Plumbing" }).getAttribute("title"), "a name cut at two lines is still there in full").toBe("Acme Plumbing");
    expect(screen.getByText("2019 Ford Transit")).toBeTruthy();
  });

  it("shows a named job's name under the client", () => {
    renderPage(<JobCard job={makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", jobName: "Fleet van" })} layout="grid" metric={false} />);
    expect(screen.getByText("Fleet van")).toBeTruthy();
  });
});

describe("JobCard area", () => {
  it("gives a metric shop square metres beside the job's square feet, and an imperial shop square feet alone", () => {
    const job = makeJob({ id: "j1", createdAt: "2026-11-01T10:00:00.000Z", totalSquareFeet: 120 });
    const { unmount } = renderPage(<JobCard job={job} layout="grid" metric />);
    expect(screen.getByText("120 sq ft (11.15 m²)")).toBeTruthy();
    unmount();
    renderPage(<JobCard job={job} layout="grid" metric={false} />);
    expect(screen.getByText("120 sq ft")).toBeTruthy();
  });
});
