import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { keepInviteCode } from "../../features/team/invite-codes";
import { pageLocation } from "../../lib/page-location";
import LoginPage from "./login-page";

async function signIn(usernameOrEmail: string, password: string) {
  const user = userEvent.setup();
  if (usernameOrEmail) await user.type(screen.getByLabelText("Username or email"), usernameOrEmail);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginPage", () => {
  it("asks for both fields before sending anything", async () => {
    const calls = recordFetch(() => jsonResponse(null));
    renderPage(<LoginPage />, "/login");
    await signIn("", "");
    expect(await screen.findByText("Please enter your username or email")).toBeTruthy();
    expect(screen.getByText("Please enter your password")).toBeTruthy();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("shows 'Signing in...' while the request is in flight", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    renderPage(<LoginPage />, "/login");
    await signIn("ana", "secret1");
    const button = await screen.findByRole("button", { name: "Signing in..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  for (const [opened, landing] of [[false, "/"], [true, "/team"]] as const) {
    it(`signs in and goes to ${landing}${opened ? ", where the invite link opened on this device is answered" : ""}`, async () => {
      if (opened) keepInviteCode("?email=ana%40example.com&invitation=i1&code=c0de");
      const user = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };
      recordFetch((request) => (request.method === "POST" ? jsonResponse(user) : jsonResponse(null)));
      const { location } = renderPage(<LoginPage />, "/login");
      await signIn("ana", "secret1");
      await waitFor(() => expect(location.history?.at(-1)).toBe(landing));
    });
  }

  for (const [returnTo, landing] of [["%2Fjobs%2Fj1%23photos", "/jobs/j1#photos"], ["%2F%2Fevil.test%2Fx", "/"], ["%2Fapi%2Flogout", "/"]] as const) {
    it(`signs in from a link back to the page it was for, same-origin app pages only: returnTo ${returnTo} goes to ${landing}`, async () => {
      keepInviteCode("?email=ana%40example.com&invitation=i1&code=c0de");
      const user = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };
      recordFetch((request) => (request.method === "POST" ? jsonResponse(user) : jsonResponse({ name: "Acme ID" })));
      const { location } = renderPage(<LoginPage />, `/login?returnTo=${returnTo}`);
      const provider = await screen.findByRole("link", { name: "Continue with Acme ID" });
      expect(provider.getAttribute("href")).toBe(landing === "/" ? "/api/login" : `/api/login?returnTo=${returnTo}`);
      await signIn("ana", "secret1");
      await waitFor(() => expect(location.history?.at(-1)).toBe(landing === "/" ? "/team" : landing));
    });
  }

  it("keeps the page a sign-in was for when the visitor goes on to sign up instead", () => {
    recordFetch(() => jsonResponse(null));
    renderPage(<LoginPage />, "/login?returnTo=%2Fjobs%2Fj1%23photos");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup?returnTo=%2Fjobs%2Fj1%23photos");
  });

  it("signs in from a link to a client's share page and loads that page, which is not a screen of the app", async () => {
    const assign = vi.spyOn(pageLocation, "assign").mockImplementation(() => {});
    const user = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };
    recordFetch((request) => (request.method === "POST" ? jsonResponse(user) : jsonResponse(null)));
    const { location } = renderPage(<LoginPage />, "/login?returnTo=%2Fshared%2Ftok3n");
    await signIn("ana", "secret1");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/shared/tok3n"));
    expect(location.history?.at(-1)).toBe("/login?returnTo=%2Fshared%2Ftok3n");
    assign.mockRestore();
  });

  it("shows a destructive 'Login failed' toast with the server's message on a wrong password", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ message: "Invalid username/email or password" }, 401)));
    const { location } = renderPage(<LoginPage />, "/login");
    await signIn("ana", "wrong-password");
    expect(await screen.findByText("Login failed")).toBeTruthy();
    expect(screen.getByText("Invalid username/email or password")).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/login");
  });

  it("explains that sign-in with a provider is not set up when sent back from /api/login, and shows no provider button", async () => {
    const calls = recordFetch(() => jsonResponse(null));
    renderPage(<LoginPage />, "/login?provider=unavailable");
    expect(screen.getByText(/Sign-in with a provider isn.t set up on this server/)).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain("/api/auth/provider"));
    expect(screen.queryByText("Or continue with")).toBeNull();
    expect(screen.queryByRole("link", { name: /Continue with/ })).toBeNull();
  });

  it("offers 'Continue with {name}' when a provider is set up, and says why a provider sign-in failed", async () => {
    recordFetch(() => jsonResponse({ name: "Acme ID" }));
    renderPage(<LoginPage />, "/login?provider=email-in-use");
    expect((await screen.findByRole("link", { name: "Continue with Acme ID" })).getAttribute("href")).toBe("/api/login");
    expect(screen.getByText(/An account with this email already exists. Sign in with your password, then connect the provider/)).toBeTruthy();
  });

  it("ignores an unknown outcome in the address", () => {
    recordFetch(() => jsonResponse(null));
    const { container } = renderPage(<LoginPage />, "/login?provider=%3Cscript%3E");
    expect(container.querySelector('p[role="status"]')).toBeNull();
  });
});
