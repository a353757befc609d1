import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished } from "vitest";
import type { Account } from "../../api/account-query";
import { recordFetch, renderPage } from "../../test/render";
import { PasswordSection } from "./password-section";

const providerAccount: Account = {
  id: "u1",
  email: null,
  username: null,
  firstName: "Kim",
  lastName: null,
  businessName: null,
  phone: null,
  logoUrl: null,
  authType: "external",
  hasPassword: false,
  providers: [{ issuer: "https://sso.shop.test", name: "Shop SSO" }],
  createdAt: "2026-11-01T10:00:00.000Z",
  preferences: { lengthUnit: "in", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null },
};

describe("PasswordSection", () => {
  it("asks an account without an email for one before offering a password no sign-in could use", () => {
    renderPage(<PasswordSection account={providerAccount} />);
    expect(screen.getByText("Add an email above to set a password: a password signs in together with your email.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Set password" })).toBeNull();
  });

  it("offers a first password once the account has an email", () => {
    renderPage(<PasswordSection account={{ ...providerAccount, email: "kim@shop.test" }} />);
    expect(screen.getByRole("button", { name: "Set password" })).toBeTruthy();
  });

  it("changes the password once on a double tap: a second request would send a current password no longer right", async () => {
    const calls = recordFetch(() => new Response(null, { status: 204 }));
    renderPage(<PasswordSection account={{ ...providerAccount, email: "kim@shop.test", hasPassword: true }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Current password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password"), "new-secret-2");
    await user.type(screen.getByLabelText("New password again"), "new-secret-2");
    const nativeSubmits: boolean[] = [];
    const seen = (event: Event) => nativeSubmits.push(event.defaultPrevented);
    document.addEventListener("submit", seen);
    onTestFinished(() => document.removeEventListener("submit", seen));
    await user.dblClick(screen.getByRole("button", { name: "Change password" }));
    await screen.findByText("Password changed");
    expect(nativeSubmits, "no submit is left to the browser, which would put the passwords in the address").toEqual([true, true]);
    expect(calls.filter(({ url }) => url === "/api/account/password")).toHaveLength(1);
  });

  it("refuses a new password that is the current one under its field, and sends nothing", async () => {
    const calls = recordFetch(() => new Response(null, { status: 204 }));
    renderPage(<PasswordSection account={{ ...providerAccount, email: "kim@shop.test", hasPassword: true }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Current password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password"), "old-secret-1");
    await user.type(screen.getByLabelText("New password again"), "old-secret-1");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The new password is the same as the current one")).toBeTruthy();
    expect(calls.filter(({ url }) => url === "/api/account/password")).toEqual([]);
  });
});
