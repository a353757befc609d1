import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import { inviteCodeFor } from "../../features/team/invite-codes";
import SignupPage from "./signup-page";

const createdUser = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };

async function fill(fields: Partial<Record<"Email" | "Username" | "Password", string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("SignupPage", () => {
  it("shows every field rule from the spec and sends nothing", async () => {
    const calls = recordFetch(() => jsonResponse(null));
    renderPage(<SignupPage />, "/signup");
    await fill({ Email: "not-an-email", Username: "ab", Password: "12345" });
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Username must be at least 3 characters")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("rejects a username over 50 characters", async () => {
    renderPage(<SignupPage />, "/signup");
    await fill({ Email: "ana@example.com", Username: "a".repeat(51), Password: "secret1" });
    expect(await screen.findByText("Username too long")).toBeTruthy();
  });

  it("shows 'Creating account...' while pending, then welcomes the user and goes to the dashboard", async () => {
    let respond: (response: Response) => void = () => {};
    const calls = recordFetch((request) => (request.method === "POST" ? new Promise<Response>((resolve) => (respond = resolve)) : jsonResponse(null)));
    const { location } = renderPage(<SignupPage />, "/signup");
    await fill({ Email: "Ana@Example.com", Username: "ana", Password: "secret1" });
    const button = await screen.findByRole("button", { name: "Creating account..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ email: "ana@example.com", username: "ana", password: "secret1" });
    respond(jsonResponse(createdUser, 201));
    expect(await screen.findByText("Welcome to WrapPilot!")).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe("/"));
  });

  it("opened from a sign-in for a page, keeps that page through its links and goes there once signed up, in place of the form", async () => {
    recordFetch((request) => (request.method === "POST" ? jsonResponse(createdUser, 201) : jsonResponse({ name: "Acme ID" })));
    const { location } = renderPage(<SignupPage />, "/signup?returnTo=%2Fjobs%2Fj1%23photos");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?returnTo=%2Fjobs%2Fj1%23photos");
    expect((await screen.findByRole("link", { name: "Continue with Acme ID" })).getAttribute("href")).toBe("/api/login?returnTo=%2Fjobs%2Fj1%23photos");
    await fill({ Email: "ana@example.com", Username: "ana", Password: "secret1" });
    await waitFor(() => expect(location.history).toEqual(["/jobs/j1#photos"]));
  });

  it("shows the server's message when the account already exists", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ message: "That email is already registered", code: "conflict" }, 409)));
    renderPage(<SignupPage />, "/signup");
    await fill({ Email: "ana@example.com", Username: "ana", Password: "secret1" });
    expect(await screen.findByText("Signup failed")).toBeTruthy();
    expect(screen.getByText("That email is already registered")).toBeTruthy();
  });

  it("opened from an invite link: fills in the email, keeps the link's code for the Team page, and goes there once signed up", async () => {
    recordFetch((request) => (request.method === "POST" ? jsonResponse(createdUser, 201) : jsonResponse(null)));
    const { location } = renderPage(<SignupPage />, "/signup?email=ana%40example.com&invitation=i1&code=c0de");
    expect(screen.getByText(/You're invited to a team\. Create your account with ana@example\.com, or sign in if you have one/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("ana@example.com");
    await waitFor(() => expect(inviteCodeFor("i1")).toBe("c0de"));
    await fill({ Username: "ana", Password: "secret1" });
    await waitFor(() => expect(location.history?.at(-1)).toBe("/team"));
  });

  it("opened from an invite link without an email, still goes to the Team page once signed up", async () => {
    recordFetch((request) => (request.method === "POST" ? jsonResponse(createdUser, 201) : jsonResponse(null)));
    const { location } = renderPage(<SignupPage />, "/signup?invitation=i1&code=c0de");
    expect(screen.getByText(/Create your account with the invited email/)).toBeTruthy();
    await fill({ Email: "ana@example.com", Username: "ana", Password: "secret1" });
    await waitFor(() => expect(location.history).toEqual(["/team"]));
  });
});
