import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderPage } from "../../test/render";
import LoginPage from "./login-page";

async function signIn(usernameOrEmail: string, password: string) {
  const user = userEvent.setup();
  if (usernameOrEmail) await user.type(screen.getByLabelText("Username or email"), usernameOrEmail);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginPage", () => {
  it("asks for both fields before sending anything", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderPage(<LoginPage />, "/login");
    await signIn("", "");
    expect(await screen.findByText("Please enter your username or email")).toBeTruthy();
    expect(screen.getByText("Please enter your password")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' while the request is in flight", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    renderPage(<LoginPage />, "/login");
    await signIn("ana", "secret1");
    const button = await screen.findByRole("button", { name: "Signing in..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a destructive 'Login failed' toast with the server's message on a wrong password", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ message: "Invalid username/email or password" }, 401)));
    const { location } = renderPage(<LoginPage />, "/login");
    await signIn("ana", "wrong-password");
    expect(await screen.findByText("Login failed")).toBeTruthy();
    expect(screen.getByText("Invalid username/email or password")).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/login");
  });

  it("explains that single sign-on is not configured when sent back from /api/login", () => {
    renderPage(<LoginPage />, "/login?provider=unavailable");
    expect(screen.getByText(/Single sign-on isn.t set up for this workspace yet/)).toBeTruthy();
  });
});
