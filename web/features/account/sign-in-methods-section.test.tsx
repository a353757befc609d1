import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pageLocation } from "../../lib/page-location";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { SignInMethodsSection } from "./sign-in-methods-section";

const identity = { id: "i1", email: "dana@acme.test", provider: "Acme ID", connectedAt: "2026-11-20T10:00:00.000Z" };

function serve(methods: object, deleteStatus = 204) {
  return recordFetch((request) => {
    if (request.method === "DELETE") return deleteStatus === 204 ? new Response(null, { status: 204 }) : jsonResponse({ message: "This is the only way to sign in to your account.", code: "conflict" }, deleteStatus);
    return jsonResponse(methods);
  });
}

describe("SignInMethodsSection", () => {
  it("connects the provider through it when only a password is set, after the password, and says when it is wrong", async () => {
    const assign = vi.spyOn(pageLocation, "assign").mockImplementation(() => undefined);
    let permits = 0;
    const calls = recordFetch((request) =>
      request.method === "POST"
        ? permits++ === 0
          ? jsonResponse({ message: "The current password is not right.", code: "forbidden", requestId: "r" }, 403)
          : new Response(null, { status: 204 })
        : jsonResponse({ password: true, provider: { name: "Acme ID" }, identities: [] }),
    );
    renderPage(<SignInMethodsSection />, "/settings");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Connect Acme ID" }));
    await user.click(screen.getByRole("button", { name: "Continue to Acme ID" }));
    expect(screen.getByText("Enter your current password")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.type(screen.getByLabelText("Current password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Continue to Acme ID" }));
    expect(await screen.findByText("The current password is not right.")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Current password"));
    await user.type(screen.getByLabelText("Current password"), "the-password");
    await user.click(screen.getByRole("button", { name: "Continue to Acme ID" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?intent=connect&returnTo=%2Fsettings"));
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body])).toEqual([
      ["/api/account/sign-in-methods/connect-permit", { currentPassword: "wrong-one" }],
      ["/api/account/sign-in-methods/connect-permit", { currentPassword: "the-password" }],
    ]);
    assign.mockRestore();
  });

  it("offers no provider when none is set up on the server", async () => {
    serve({ password: true, provider: null, identities: [] });
    renderPage(<SignInMethodsSection />, "/settings");
    expect(await screen.findByText("Password")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Connect/ })).toBeNull();
  });

  it("disconnects after the account's password, once, says when it is wrong, and reloads the list", async () => {
    let deletes = 0;
    const calls = recordFetch((request) => {
      if (request.method !== "DELETE") return jsonResponse({ password: true, provider: { name: "Acme ID" }, identities: [identity] });
      return deletes++ === 0 ? jsonResponse({ message: "The current password is not right.", code: "forbidden", requestId: "r" }, 403) : new Response(null, { status: 204 });
    });
    renderPage(<SignInMethodsSection />, "/settings");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Disconnect" }));
    expect(screen.getByText("Confirm it's you to disconnect Acme ID.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    expect(screen.getByText("Enter your current password")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await user.type(screen.getByLabelText("Current password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("The current password is not right.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Current password"));
    await user.type(screen.getByLabelText("Current password"), "the-password");
    await user.dblClick(screen.getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("You can no longer sign in with Acme ID.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => [call.url, call.body])).toEqual([
      ["/api/account/sign-in-methods/i1", { currentPassword: "wrong-one" }],
      ["/api/account/sign-in-methods/i1", { currentPassword: "the-password" }],
    ]);
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(3));
  });

  it("disconnects one of two providers of an account without a password after confirming, once", async () => {
    const second = { ...identity, id: "i2", provider: "Other ID" };
    const calls = serve({ password: false, provider: { name: "Acme ID" }, identities: [identity, second] });
    renderPage(<SignInMethodsSection />, "/settings");
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole("button", { name: "Disconnect" }))[1]!);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Disconnect Other ID?");
    await user.dblClick(screen.getAllByRole("button", { name: "Disconnect" }).at(-1)!);
    await waitFor(() => expect(calls.filter((call) => call.method === "DELETE").map((call) => [call.url, call.body])).toEqual([["/api/account/sign-in-methods/i2", {}]]));
    expect(await screen.findByText("You can no longer sign in with Other ID.")).toBeTruthy();
  });

  it("offers the provider's confirmation to an account without a password that can disconnect one, as the server's refusal says", async () => {
    serve({ password: false, provider: { name: "Acme ID" }, identities: [identity, { ...identity, id: "i2" }] });
    renderPage(<SignInMethodsSection />, "/settings");
    const confirm = await screen.findByRole("link", { name: "Confirm with Acme ID" });
    expect(confirm.getAttribute("href")).toBe("/api/login?intent=reauth&returnTo=%2Fsettings");
    expect(screen.getByText("Your account has no password: disconnect one within 10 minutes of signing in through Acme ID.")).toBeTruthy();
  });

  it("keeps the last way to sign in: no password, one provider", async () => {
    serve({ password: false, provider: { name: "Acme ID" }, identities: [identity] });
    renderPage(<SignInMethodsSection />, "/settings");
    const button = await screen.findByRole("button", { name: "Disconnect" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/This is your only way to sign in/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Confirm with/ })).toBeNull();
  });

  it("says how connecting ended when the provider sends the browser back", async () => {
    serve({ password: true, provider: { name: "Acme ID" }, identities: [] });
    renderPage(<SignInMethodsSection />, "/settings?provider=identity-taken");
    expect((await screen.findByRole("status")).textContent).toContain("already connected to another account");
  });
});
