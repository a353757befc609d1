import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useState } from "react";
import { authKeys } from "../../api/auth";
import { recallUser } from "../../lib/remembered-user";
import { makeAccount } from "../../test/account-fixture";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { ProfileSection } from "./profile-section";

const account = makeAccount();

describe("ProfileSection", () => {
  it("asks for the current password before a new email is sent, and sends it with the email", async () => {
    const calls = recordFetch(() => jsonResponse({ ...account, email: "dana@newshop.com" }));
    renderPage(<ProfileSection account={account} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText("Current password")).toBeNull();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "dana@newshop.com");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Enter your current password")).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText("Current password"), "correct-horse-1");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByText("Profile saved");
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: "PATCH", url: "/api/account", body: { email: "dana@newshop.com", currentPassword: "correct-horse-1" } },
    ]);
  });

  it("saves a name without asking for the password, and the signed-in user shows it at once", async () => {
    const calls = recordFetch(() => jsonResponse({ ...account, firstName: "Dani" }));
    const { queryClient } = renderPage(<ProfileSection account={account} />);
    queryClient.setQueryData(authKeys.user, { id: "u1", email: "dana@example.com", username: "dana", firstName: "Dana", lastName: "Reyes", profileImageUrl: null });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("First name"), "Dani");
    expect(screen.queryByLabelText("Current password")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByText("Profile saved");
    expect(calls.map(({ body }) => body)).toEqual([{ firstName: "Dani" }]);
    expect(queryClient.getQueryData(authKeys.user)).toMatchObject({ firstName: "Dani", lastName: "Reyes" });
    expect(recallUser()).toMatchObject({ id: "u1", firstName: "Dani" });
  });

  it("tells an account without a password that a new email needs a fresh sign-in at its provider, and links to it", async () => {
    const providerOnly = makeAccount({ authType: "external", hasPassword: false, username: null, providers: [{ issuer: "https://id.acme.test", name: "Acme ID" }] });
    const calls = recordFetch(() => jsonResponse({ ...providerOnly, email: "dana@newshop.com" }));
    renderPage(<ProfileSection account={providerOnly} />);
    const user = userEvent.setup();
    expect(screen.queryByRole("link", { name: "Confirm with Acme ID" })).toBeNull();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "dana@newshop.com");
    expect(screen.queryByLabelText("Current password")).toBeNull();
    expect(screen.getByText(/change the email within 10 minutes of signing in through Acme ID/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Confirm with Acme ID" }).getAttribute("href")).toBe("/api/login?intent=reauth&returnTo=%2Fsettings");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByText("Profile saved");
    expect(calls.map(({ body }) => body)).toEqual([{ email: "dana@newshop.com" }]);
  });

  it("shows a fresher copy of the account in the fields not typed in, and saves only what was typed", async () => {
    const calls = recordFetch(() => jsonResponse({ ...account, businessName: "Wrap Kings", phone: "555-0100" }));
    function Live() {
      const [shown, setShown] = useState(account);
      return (
        <>
          <button type="button" onClick={() => setShown({ ...account, businessName: "Wrap Kings" })}>
            Fresher copy
          </button>
          <ProfileSection account={shown} />
        </>
      );
    }
    renderPage(<Live />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Phone"), "555-0100");
    await user.click(screen.getByRole("button", { name: "Fresher copy" }));
    expect(screen.getByLabelText<HTMLInputElement>("Business name").value).toBe("Wrap Kings");
    expect(screen.getByLabelText<HTMLInputElement>("Phone").value).toBe("555-0100");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByText("Profile saved");
    expect(calls.map(({ body }) => body)).toEqual([{ phone: "555-0100" }]);
  });
});
