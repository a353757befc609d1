import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, recordFetch, renderPage } from "../../test/render";
import LandingPage from "./landing-page";

const hrefOf = (name: string) => screen.getAllByRole("link", { name }).map((link) => link.getAttribute("href"));

describe("LandingPage", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("signs a visitor who opened a link to a page in and on to that page", async () => {
    window.history.replaceState(null, "", "/jobs/j1#photos");
    recordFetch(() => jsonResponse({ name: "Acme ID" }));
    renderPage(<LandingPage />, "/jobs/j1");
    const back = encodeURIComponent("/jobs/j1#photos");
    expect(screen.getByRole("status").textContent).toBe("Sign in to open this page.");
    expect(hrefOf("Sign In")).toEqual([`/login?returnTo=${back}`, `/login?returnTo=${back}`]);
    expect((await screen.findByRole("link", { name: "Continue with Acme ID" })).getAttribute("href")).toBe(`/api/login?returnTo=${back}`);
    expect(hrefOf("Start Your Free Trial")).toEqual([`/api/login?returnTo=${back}`]);
    expect(hrefOf("Sign Up")).toEqual(["/signup"]);
  });

  it("on its own address says nothing of a link and signs in to the dashboard", async () => {
    recordFetch(() => jsonResponse({ name: "Acme ID" }));
    renderPage(<LandingPage />, "/");
    expect(await screen.findByRole("link", { name: "Continue with Acme ID" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(hrefOf("Sign In")).toEqual(["/login", "/login"]);
    expect(hrefOf("Start Your Free Trial")).toEqual(["/api/login"]);
  });
});
