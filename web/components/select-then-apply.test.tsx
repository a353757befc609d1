import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SelectThenApply } from "./select-then-apply";

type Role = "installer" | "viewer";

describe("SelectThenApply", () => {
  it("applies a pick once when its button is pressed twice before the first answer", async () => {
    let answer: (applied: boolean) => void = () => {};
    const onApply = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const options = [{ value: "installer", label: "Installer" }, { value: "viewer", label: "Viewer" }] as const;
    render(<SelectThenApply<Role, Role> value="installer" options={options} selectLabel="Role" applyText="Change role" applyLabel="Change role for Sam" onApply={onApply} />);
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "viewer" } });
    fireEvent.click(screen.getByRole("button", { name: "Change role for Sam" }));
    fireEvent.click(screen.getByRole("button", { name: "Change role for Sam" }));
    answer(true);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Role").value).toBe("installer"));
    expect(onApply.mock.calls).toEqual([["viewer"]]);
  });
});
