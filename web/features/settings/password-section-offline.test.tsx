import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeAccount } from "../../test/account-fixture";
import { recordFetch, renderPage } from "../../test/render";
import { PasswordSection } from "./password-section";

vi.mock("./password-rules", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});


describe("PasswordSection when its rules cannot load", () => {
  it("says so in a toast and sends nothing, rather than doing nothing at all", async () => {
    const calls = recordFetch(() => new Response(null, { status: 204 }));
    renderPage(<PasswordSection account={makeAccount()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Current password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password"), "new-secret-2");
    await user.type(screen.getByLabelText("New password again"), "new-secret-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Couldn't load this part of WrapPilot")).toBeTruthy();
    expect(calls.filter(({ url }) => url === "/api/account/password")).toEqual([]);
  });
});
