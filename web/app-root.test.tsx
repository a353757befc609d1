import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SIGNED_IN_AS_HEADER } from "../shared/http-headers";
import { PAGE_USER_ELEMENT_ID } from "../shared/page-user";
import { api } from "./api/client";
import { AppRoot } from "./app-root";
import { pageLocation } from "./lib/page-location";
import { recallUser, rememberUser } from "./lib/remembered-user";
import { ThemeProvider } from "./lib/theme";
import { jsonResponse, recordFetch } from "./test/render";

const ana = { id: "u1", email: "ana@example.com", username: "ana", firstName: null, lastName: null, profileImageUrl: null };

/** An answer the test gives when it chooses. */
function laterAnswer() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The element a signed-in navigation's HTML carries its user in. */
function serveWithPage(json: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PAGE_USER_ELEMENT_ID;
  element.textContent = json;
  document.head.append(element);
  onTestFinished(() => element.remove());
}

function renderRoot(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <ThemeProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoot />
      </Router>
    </ThemeProvider>,
  );
  return location;
}

/**
 * Opens the dashboard as Ana, whom this device remembers, with the server's answer to who is signed in held back
 * for the test to give, and `pageLocation.reload` recorded.
 */
async function openRememberedAna() {
  rememberUser(ana);
  const reload = vi.spyOn(pageLocation, "reload").mockImplementation(() => undefined);
  const answer = laterAnswer();
  recordFetch((request) => (new URL(request.url).pathname === "/api/auth/user" ? answer.promise : new Promise<Response>(() => {})));
  renderRoot("/");
  expect(await screen.findByRole("heading", { name: "Job Dashboard" }, { timeout: 10_000 })).toBeTruthy();
  return { answer, reload };
}

describe("AppRoot", () => {
  it("shows a visitor the landing page, and opens sign-in from it without asking who is signed in again", async () => {
    const calls = recordFetch(() => jsonResponse(null));
    const location = renderRoot("/");
    expect(await screen.findByRole("heading", { level: 1, name: /Every wrap job/ })).toBeTruthy();
    await userEvent.setup().click(screen.getAllByRole("link", { name: "Sign In" })[0]!);
    expect(location.history.at(-1)).toBe("/login");
    expect(await screen.findByRole("heading", { name: /Welcome back/ }, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/api/auth/user")).toHaveLength(1);
  });

  it("opens a signed-out visitor's sign-in screen straight away", async () => {
    recordFetch(() => jsonResponse(null));
    renderRoot("/login");
    expect(await screen.findByRole("heading", { name: /Welcome back/ }, { timeout: 10_000 })).toBeTruthy();
  });

  it("says the server can't be reached, and asks again when told to", async () => {
    let reachable = false;
    const calls = recordFetch(() => (reachable ? jsonResponse(null) : Promise.reject(new TypeError("Failed to fetch"))));
    renderRoot("/");
    expect(await screen.findByRole("heading", { name: "Can't reach WrapPilot" })).toBeTruthy();
    reachable = true;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: /Every wrap job/ })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/api/auth/user")).toHaveLength(2);
  });

  it("opens a user this device remembers at once, without waiting for the server to say who is signed in", async () => {
    rememberUser(ana);
    const calls = recordFetch((request) => (new URL(request.url).pathname === "/api/auth/user" ? new Promise<Response>(() => {}) : jsonResponse(null, 503)));
    await import("./pages/dashboard/dashboard-page");
    renderRoot("/");
    expect(await screen.findByRole("heading", { name: "Job Dashboard" }, { timeout: 1_000 })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/api/auth/user")).toHaveLength(1);
  });

  it("forgets a remembered user and starts again when the server's answer says their session has ended elsewhere", async () => {
    const { answer, reload } = await openRememberedAna();
    answer.resolve(jsonResponse(null));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 5_000 });
    expect(localStorage.length).toBe(0);
  });

  it("starts again when the server's answer names another user than the one this device opened", async () => {
    const { answer, reload } = await openRememberedAna();
    answer.resolve(jsonResponse({ ...ana, id: "u2", username: "bo", email: "bo@example.com" }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 5_000 });
    expect(recallUser()?.id).toBe("u2");
  });

  it("stays open when the server's answer is the same user, and remembers their profile as it now is for the next start", async () => {
    const { answer, reload } = await openRememberedAna();
    answer.resolve(jsonResponse({ ...ana, firstName: "Ana" }));
    await vi.waitFor(() => expect(recallUser()?.firstName).toBe("Ana"), { timeout: 5_000 });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Job Dashboard" })).toBeTruthy();
  });

  it("opens the user the page's HTML was served with, without asking who is signed in, and remembers them", async () => {
    serveWithPage(JSON.stringify(ana));
    const calls = recordFetch((request) => (new URL(request.url).pathname === "/api/auth/user" ? jsonResponse(null) : new Promise<Response>(() => {})));
    renderRoot("/");
    expect(await screen.findByRole("heading", { name: "Job Dashboard" }, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/api/auth/user")).toHaveLength(0);
    expect(recallUser()).toEqual(ana);
  });

  it("opens as the user the page's HTML names when the device remembers another, at once, and its calls say so", async () => {
    rememberUser({ ...ana, id: "u2", username: "ben" });
    serveWithPage(JSON.stringify(ana));
    const reload = vi.spyOn(pageLocation, "reload").mockImplementation(() => undefined);
    const calls = recordFetch(() => jsonResponse({}));
    renderRoot("/");
    expect(await screen.findByRole("heading", { name: "Job Dashboard" }, { timeout: 10_000 })).toBeTruthy();
    await api.api.jobs.stats.$get().catch(() => undefined);
    expect(new Set(calls.map((call) => call.headers.get(SIGNED_IN_AS_HEADER)))).toEqual(new Set([ana.id]));
    expect(reload).not.toHaveBeenCalled();
    expect(recallUser()).toEqual(ana);
  });

  for (const [opened, landing] of [["/login?returnTo=%2Fjobs%2Fj1", "/jobs/j1"], ["/signup?returnTo=%2Fjobs%2Fj1", "/jobs/j1"], ["/login", "/"], ["/signup?invitation=i1&code=c0de", "/team?invitation=i1&code=c0de"]] as const) {
    it(`takes a signed-in user who opens ${opened} where signing in would have: ${landing}`, async () => {
      serveWithPage(JSON.stringify(ana));
      recordFetch(() => new Promise<Response>(() => {}));
      const location = renderRoot(opened);
      await waitFor(() => expect(location.history).toEqual([landing]), { timeout: 10_000 });
    });
  }

  it("takes a signed-in user who opens sign-in for a client's share page to that page, which is a document of its own", async () => {
    serveWithPage(JSON.stringify(ana));
    const assign = vi.spyOn(pageLocation, "assign").mockImplementation(() => undefined);
    recordFetch(() => new Promise<Response>(() => {}));
    renderRoot("/login?returnTo=%2Fshared%2Ftok3n");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/shared/tok3n"), { timeout: 10_000 });
    assign.mockRestore();
  });

  it("asks the server when what the page's HTML carries is not a user", async () => {
    serveWithPage('{"name":"not a user"}');
    const calls = recordFetch(() => jsonResponse(null));
    renderRoot("/");
    expect(await screen.findByRole("heading", { level: 1, name: /Every wrap job/ })).toBeTruthy();
    expect(calls.filter((call) => call.url === "/api/auth/user")).toHaveLength(1);
  });
});
