import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Account } from "../../api/account-query";
import { recordFetch, renderPage } from "../../test/render";
import { PasswordSection } from "./password-section";

vi.mock("./password-rules", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

const account: Account = {
  id: "u1",
  email: "kim@shop.test",
  username: "kim",
  firstName: "Kim",
  lastName: null,
  businessName: null,
  phone: null,
  logoUrl: null,
  authType: "local",
  hasPassword: true,
  providers: [],
  createdAt: "2026-11-01T10:00:00.000Z",
  preferences: { lengthUnit: "in", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null },
};

describe("PasswordSection when its rules cannot load", () => {
  it("says so in a toast and sends nothing, rather than doing nothing at all", async () => {
    const calls = recordFetch(() => new Response(null, { status: 204 }));
    renderPage(<PasswordSection account={account} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Current password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password"), "new-secret-2");
    await user.type(screen.getByLabelText("New password again"), "new-secret-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Couldn't load this part of WrapPilot")).toBeTruthy();
    expect(calls.filter(({ url }) => url === "/api/account/password")).toEqual([]);
  });
});
