import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamInvitation } from "../../../shared/schemas/team";
import { recordFetch, renderPage } from "../../test/render";
import { PendingInvitations } from "./pending-invitations";

const invitation = (id: string, email: string, code: string | null, role: TeamInvitation["role"] = "installer"): TeamInvitation => ({
  id,
  email,
  role,
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-12-04T10:00:00.000Z",
  expired: false,
  invitedByName: "Lena Lund",
  code,
});

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe("PendingInvitations", () => {
  it("copies an invite link that carries the invitation and its code, with the email filled in", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage(<PendingInvitations invitations={[invitation("i1", "ivan+crew@example.com", "c0de")]} owner />);
    fireEvent.click(screen.getByRole("button", { name: "Copy invite link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup?email=ivan%2Bcrew%40example.com&invitation=i1&code=c0de`);
    expect(await screen.findByText("Send it to ivan+crew@example.com: the invitation is answered from that link, signed in with that email.")).toBeTruthy();
  });

  it("offers no link for an invitation whose code the reader does not get (an admin, for invitations others sent), and says who has it", () => {
    renderPage(<PendingInvitations invitations={[invitation("i1", "boss@example.com", null, "admin"), invitation("i2", "crew@example.com", "c0de")]} owner={false} />);
    expect(screen.getAllByRole("button", { name: "Copy invite link" })).toHaveLength(1);
    expect(screen.getAllByText("Only Lena Lund can copy its invite link.")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Cancel the invitation to boss@example.com" })).toBeNull();
  });

  it("cancels an invitation once when its button is tapped twice, and says only that it was cancelled", async () => {
    const calls = recordFetch(() => new Response(null, { status: 204 }));
    renderPage(<PendingInvitations invitations={[invitation("i1", "crew@example.com", "c0de")]} owner />);
    const cancel = screen.getByRole("button", { name: "Cancel the invitation to crew@example.com" });
    fireEvent.click(cancel);
    fireEvent.click(cancel);
    expect(await screen.findByText("Invitation cancelled")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/team/invitations/i1"]);
  });
});
