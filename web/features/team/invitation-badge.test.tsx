import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { InvitationBadge } from "./invitation-badge";

describe("InvitationBadge", () => {
  it("asks for the waiting invitations only once the first screen has had its turn", async () => {
    vi.useFakeTimers();
    try {
      const calls = recordFetch(() => jsonResponse([{ id: "i1" }, { id: "i2" }]));
      renderPage(<InvitationBadge />);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(calls).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(calls.map((call) => call.url)).toEqual(["/api/team/invitations/received"]);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByText("2").textContent).toBe("2 invitations waiting");
    } finally {
      vi.useRealTimers();
    }
  });
});
