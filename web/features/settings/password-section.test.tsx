import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Account } from "../../api/account";
import { renderPage } from "../../test/render";
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
});
