import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary, anyError } from "./error-boundary";
import { SomethingWentWrong } from "./something-went-wrong";

function Screen({ broken }: { broken: boolean }) {
  if (broken) throw new Error("cannot read the job");
  return <h1>Jobs</h1>;
}

const isTypeError = (error: unknown): error is TypeError => error instanceof TypeError;

describe("ErrorBoundary", () => {
  it("shows its fallback instead of a screen that threw, and the screen again once its reset key changes", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary catches={anyError} resetKey="/jobs/1" fallback={() => <SomethingWentWrong />}>
        <Screen broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    rerender(
      <ErrorBoundary catches={anyError} resetKey="/" fallback={() => <SomethingWentWrong />}>
        <Screen broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Jobs" })).toBeTruthy();
  });

  it("passes an error it does not handle to the boundary above", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary catches={anyError} fallback={() => <p>Outer</p>}>
        <ErrorBoundary catches={isTypeError} fallback={() => <p>Inner</p>}>
          <Screen broken />
        </ErrorBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Outer")).toBeTruthy();
    expect(screen.queryByText("Inner")).toBeNull();
  });
});
