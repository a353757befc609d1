import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ClientTotals, Job } from "../../../shared/schemas/job";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { ClientHistoryDialog } from "./client-history-dialog";

const job = makeJob;

const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

const JOBS = [
  job({ id: "j2", jobName: "Fleet van", status: "completed", createdAt: local(2025, 1, 10, 9, 5), vehicleYear: 2022, vehicleMake: "Ford", vehicleModel: "Transit" }),
  job({ id: "j3", jobName: "Box truck", status: "quote_sent", createdAt: local(2025, 2, 4, 14, 30), clientContact: "Dana Lee", clientPhone: "555-0100" }),
  job({ id: "j1", status: "completed", createdAt: local(2024, 10, 1, 0, 15) }),
];

function stubJobs(items: Job[]) {
  const fetchSpy = vi.fn(async (_input: RequestInfo | URL) => jsonResponse({ items, nextCursor: null }));
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

function statValue(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe("ClientHistoryDialog", () => {
  it("summarises the client's jobs and lists them newest first", async () => {
    const fetchSpy = stubJobs(JOBS);
    renderPage(<ClientHistoryDialog clientName="Acme Plumbing" onOpenChange={() => {}} />);

    expect(screen.getByRole("heading", { name: "Client History" })).toBeTruthy();
    expect(screen.getByText("Acme Plumbing")).toBeTruthy();
    await screen.findByText("Box truck");

    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/api/jobs");
    expect(url.searchParams.get("client")).toBe("Acme Plumbing");

    expect(statValue("Total Jobs")).toBe("3");
    expect(statValue("Completed")).toBe("2");
    expect(statValue("Success Rate")).toBe("67%");
    expect(statValue("First Job")).toBe("Nov 1, 2024");
    expect(statValue("Latest Job")).toBe("Mar 4, 2025");
    expect(statValue("Contact")).toBe("Dana Lee • 555-0100");

    const entries = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Box truck/),
      expect.stringMatching(/^Fleet van/),
      expect.stringMatching(/^Untitled Job/),
    ]);
    expect(within(entries[0] as HTMLElement).getByText("Mar 4, 2025 • 2:30 PM")).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText("2022 Ford Transit")).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText("Feb 10, 2025 • 9:05 AM")).toBeTruthy();
    expect(within(entries[2] as HTMLElement).getByText("Nov 1, 2024 • 12:15 AM")).toBeTruthy();
  });

  it("selects an entry and opens it", async () => {
    stubJobs(JOBS);
    const onSelectJob = vi.fn();
    renderPage(<ClientHistoryDialog clientName="Acme Plumbing" onOpenChange={() => {}} onSelectJob={onSelectJob} />);
    const user = userEvent.setup();

    const entry = await screen.findByRole("button", { name: /Fleet van/ });
    expect(screen.queryByRole("button", { name: "Open Job" })).toBeNull();
    await user.click(entry);
    expect(entry.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Open Job" }));
    expect(onSelectJob).toHaveBeenCalledWith("j2");
  });

  it("shows the empty state for a client without jobs", async () => {
    stubJobs([]);
    renderPage(<ClientHistoryDialog clientName="Nobody Inc" onOpenChange={() => {}} />);

    expect(await screen.findByText("No jobs found for this client")).toBeTruthy();
    expect(statValue("Total Jobs")).toBe("0");
    expect(statValue("Success Rate")).toBe("0%");
    expect(statValue("First Job")).toBe("Unknown");
    expect(statValue("Contact")).toBe("Unknown");
  });

  it("offers to try again when loading fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(jsonResponse({ message: "Boom" }, 500)).mockResolvedValue(jsonResponse({ items: JOBS, nextCursor: null })));
    renderPage(<ClientHistoryDialog clientName="Acme Plumbing" onOpenChange={() => {}} />);

    await userEvent.setup().click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Box truck")).toBeTruthy();
  });

  it("closes from the footer button", async () => {
    stubJobs(JOBS);
    const onOpenChange = vi.fn();
    renderPage(<ClientHistoryDialog clientName="Acme Plumbing" onOpenChange={onOpenChange} />);

    const footerClose = screen.getAllByRole("button", { name: "Close" }).find((button) => button.textContent === "Close");
    await userEvent.setup().click(footerClose as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stays closed without a client", () => {
    const fetchSpy = stubJobs(JOBS);
    renderPage(<ClientHistoryDialog clientName={null} onOpenChange={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("ClientHistoryDialog for a client with more jobs than a page", () => {
  it("counts all of them from the server's totals, and lists the older ones on demand", async () => {
    const [newest, middle, oldest] = JOBS.slice().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const totals: ClientTotals = {
      total: 3,
      completed: 2,
      firstJobAt: oldest!.createdAt,
      latestJobAt: newest!.createdAt,
      contact: { clientContact: newest!.clientContact, clientPhone: newest!.clientPhone, clientEmail: newest!.clientEmail },
    };
    const fetchSpy = vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input)).searchParams.get("cursor") === "c2"
        ? jsonResponse({ items: [oldest], nextCursor: null })
        : jsonResponse({ items: [newest, middle], nextCursor: "c2", clientTotals: totals }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    renderPage(<ClientHistoryDialog clientName="Acme Plumbing" onOpenChange={() => {}} />);

    expect(await screen.findByText("Showing the newest 2 of 3 jobs.")).toBeTruthy();
    expect(statValue("Total Jobs")).toBe("3");
    expect(statValue("Completed")).toBe("2");
    expect(statValue("Success Rate")).toBe("67%");
    expect(screen.queryAllByRole("listitem")).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Show older jobs" }));
    await vi.waitFor(() => expect(screen.queryAllByRole("listitem")).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Show older jobs" })).toBeNull();
    expect(statValue("Total Jobs")).toBe("3");
  });

  it("shows the contact the server found over all the client's jobs, though the jobs shown have none", async () => {
    const fleet = Array.from({ length: 3 }, (_, index) => job({ id: `n${index}`, jobName: `Van ${index}`, createdAt: local(2025, 5, 3 - index, 8, 0) }));
    const totals: ClientTotals = {
      total: 250,
      completed: 0,
      firstJobAt: local(2023, 0, 5, 8, 0),
      latestJobAt: fleet[0]!.createdAt,
      contact: { clientContact: "Rosa Diaz", clientPhone: "555-0100", clientEmail: null },
    };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ items: fleet, nextCursor: "c2", clientTotals: totals })));
    renderPage(<ClientHistoryDialog clientName="Fleet Co" onOpenChange={() => {}} />);

    expect(await screen.findByText("Showing the newest 3 of 250 jobs.")).toBeTruthy();
    expect(statValue("Contact")).toBe("Rosa Diaz • 555-0100");
  });
});
