import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onlineManager } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { QrShareCard } from "./qr-share-card";

const job = makeJob({ id: "j1", jobName: "Box truck wrap", createdAt: "2026-11-20T12:00:00.000Z" });
const share = {
  id: "s1",
  jobId: "j1",
  accessLevel: "edit",
  expiresAt: "2026-12-07T12:00:00.000Z",
  expiresInDays: 14,
  isActive: true,
  state: "active",
  viewCount: 0,
  lastAccessedAt: null,
  createdAt: "2026-11-23T12:00:00.000Z",
};
const created = { ...share, shareToken: "t".repeat(43), shareUrl: `http://localhost/shared/${"t".repeat(43)}`, qrCode: "data:image/svg+xml;base64,PHN2Zy8+" };

describe("QrShareCard", () => {
  it("creates a link with the chosen access and expiry, without an Idempotency-Key, and shows it once", async () => {
    let stored: unknown[] = [];
    const calls = recordFetch((request) => {
      if (request.method !== "POST") return jsonResponse(stored);
      stored = [share];
      return jsonResponse(created, 201);
    });
    renderPage(<QrShareCard job={job} />);
    const user = userEvent.setup();
    expect(await screen.findByText("No share links yet.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Expires after").value).toBe("7");
    await user.click(screen.getByRole("radio", { name: "View & Edit" }));
    await user.selectOptions(screen.getByLabelText("Expires after"), "14 days");
    await user.dblClick(screen.getByRole("button", { name: "Create QR Share" }));

    expect(await screen.findByText("QR Share Created")).toBeTruthy();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toMatchObject([{ url: "/api/jobs/j1/qr-share", body: { accessLevel: "edit", expiresInDays: 14 } }]);
    expect(posts[0]!.headers.has("Idempotency-Key")).toBe(false);
    expect(screen.getByRole("img", { name: "QR code opening Box truck wrap" }).getAttribute("src")).toBe(created.qrCode);
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Share link" }).value).toBe(created.shareUrl);
    const listed = screen.getByRole("list", { name: "Share links" });
    expect(listed.textContent).toContain("Active");
    expect(listed.textContent).not.toContain(created.shareToken);

    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("textbox", { name: "Share link" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create QR Share" }));
  });

  it("says why a link could not be made and keeps the choices", async () => {
    recordFetch((request) => (request.method === "POST" ? jsonResponse({}, 500) : jsonResponse([])));
    renderPage(<QrShareCard job={job} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "View & Edit" }));
    await user.click(screen.getByRole("button", { name: "Create QR Share" }));
    expect(await screen.findByText("Share Failed")).toBeTruthy();
    expect(screen.getByText("Failed to create QR share. Please try again.")).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "View & Edit" }).checked).toBe(true);
  });

  it("lists links with their state and views, and deactivates one after confirmation", async () => {
    const viewed = { ...share, viewCount: 3, lastAccessedAt: "2026-11-23T15:00:00.000Z" };
    const expired = { ...share, id: "s2", state: "expired", accessLevel: "view", createdAt: "2026-11-01T12:00:00.000Z" };
    const calls = recordFetch((request) =>
      request.method === "POST" ? jsonResponse({ ...viewed, isActive: false, state: "inactive" }) : jsonResponse([viewed, expired]),
    );
    renderPage(<QrShareCard job={job} />);
    const user = userEvent.setup();
    const rows = within(await screen.findByRole("list", { name: "Share links" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining("Opened 3 times"), expect.stringContaining("Expired")]);
    expect(screen.getAllByRole("button", { name: "Deactivate" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Share Deactivated")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/qr-shares/s1/deactivate"]);
    await waitFor(() => expect(screen.queryAllByRole("button", { name: "Deactivate" })).toHaveLength(0));
    expect(screen.getAllByRole("listitem")[0]!.textContent).toContain("Inactive");
  });

  it("says listed links are shown once and makes a new one like a listed link, once for a double tap, shown as a fresh one", async () => {
    const expired = { ...share, id: "s2", state: "expired", accessLevel: "view", expiresInDays: 3, createdAt: "2026-11-01T12:00:00.000Z" };
    const calls = recordFetch((request) => (request.method === "POST" ? jsonResponse({ ...created, id: "s3", accessLevel: "view" }, 201) : jsonResponse([share, expired])));
    renderPage(<QrShareCard job={job} />);
    const user = userEvent.setup();
    const rows = within(await screen.findByRole("list", { name: "Share links" })).getAllByRole("listitem");
    expect(screen.getByText("Links are shown once. Make a new one to copy or print it.")).toBeTruthy();
    expect(rows.map((row) => within(row).queryByRole("button", { name: "New link like this" }) !== null)).toEqual([true, true]);
    expect(rows[1]!.textContent).toContain("View Only · 3 days");

    await user.dblClick(within(rows[1]!).getByRole("button", { name: "New link like this" }));
    expect(await screen.findByText("QR Share Created")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toMatchObject([{ url: "/api/jobs/j1/qr-share", body: { accessLevel: "view", expiresInDays: 3 } }]);
    expect(screen.getByRole("img", { name: "QR code opening Box truck wrap" }).getAttribute("src")).toBe(created.qrCode);
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Share link" }).value).toBe(created.shareUrl);
    expect(screen.getByRole("button", { name: "Print sticker" })).toBeTruthy();
  });

  it("says why a new link like a listed one cannot be made without a connection", async () => {
    recordFetch((request) => {
      if (request.method === "POST") throw new TypeError("Failed to fetch");
      return jsonResponse([share]);
    });
    renderPage(<QrShareCard job={job} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New link like this" }));
    expect(await screen.findByText("Share Failed")).toBeTruthy();
    expect(screen.getByText("No connection. Check your signal and try again.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Share link" })).toBeNull();
  });

  it("lists a link made while the list was still loading, though that first answer was read before it existed", async () => {
    let answerFirstRead = (_body: unknown[]) => {};
    let stored: unknown[] = [];
    let reads = 0;
    recordFetch((request) => {
      if (request.method === "POST") {
        stored = [share];
        return jsonResponse(created, 201);
      }
      reads += 1;
      if (reads > 1) return jsonResponse(stored);
      return new Promise<Response>((resolve) => (answerFirstRead = (body) => resolve(jsonResponse(body))));
    });
    renderPage(<QrShareCard job={job} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create QR Share" }));
    expect(await screen.findByText("QR Share Created")).toBeTruthy();
    answerFirstRead([]);
    const rows = within(await screen.findByRole("list", { name: "Share links" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining("Active")]);
  });

  it("with no signal and no links kept on the device, says the list loads once back online", async () => {
    recordFetch(() => jsonResponse([share]));
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      renderPage(<QrShareCard job={job} />);
      expect(await screen.findByText("Not available offline. It loads as soon as you're back online.")).toBeTruthy();
      expect(screen.getByText("No signal: a new share link can be made once you're back online.")).toBeTruthy();
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Create QR Share" }).disabled).toBe(true);
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event("online"));
    }
    await waitFor(() => expect(screen.queryByText("Not available offline. It loads as soon as you're back online.")).toBeNull());
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Create QR Share" }).disabled).toBe(false);
  });
});
