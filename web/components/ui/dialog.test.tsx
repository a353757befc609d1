import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";

function Opener({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <button type="button" onClick={() => change(true)}>
        Edit job
      </button>
      <Dialog open={open} onOpenChange={change} title="Edit Job" description="Change the job's details.">
        <input aria-label="Client name" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("renders nothing while closed, and once opened a dialog named by its title", () => {
    render(<Opener />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit job" }));
    expect(screen.getByRole("dialog", { name: "Edit Job" })).toBeTruthy();
    expect(screen.getByText("Change the job's details.")).toBeTruthy();
    expect(screen.getByLabelText("Client name")).toBeTruthy();
  });

  it("closes from its Close button and from Escape", () => {
    const onOpenChange = vi.fn();
    render(<Opener onOpenChange={onOpenChange} />);
    const opener = screen.getByRole("button", { name: "Edit job" });
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it("gives the focus back to what opened it once closed, by Escape or by its Close button", async () => {
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Edit job" });
    for (const close of [() => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" }), () => fireEvent.click(screen.getByRole("button", { name: "Close" }))]) {
      opener.focus();
      fireEvent.click(opener);
      await waitFor(() => expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true));
      close();
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });
});

describe("ConfirmDialog", () => {
  const ask = (open: boolean, handlers: { onOpenChange?: (open: boolean) => void; onConfirm?: () => unknown } = {}) => (
    <ConfirmDialog
      open={open}
      onOpenChange={handlers.onOpenChange ?? (() => {})}
      title="Delete this job?"
      description="Its photos and measurements go with it."
      confirmLabel="Delete"
      onConfirm={handlers.onConfirm ?? (() => {})}
    />
  );

  it("renders nothing while closed, and once opened asks its question with Cancel and its action", () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(ask(false, { onOpenChange, onConfirm }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    rerender(ask(true, { onOpenChange, onConfirm }));
    expect(screen.getByRole("alertdialog", { name: "Delete this job?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("confirms once on a double tap while the action it started is under way, and again once it has settled", async () => {
    let settle = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(ask(true, { onConfirm }));
    const action = screen.getByRole("button", { name: "Delete" });
    fireEvent.click(action);
    fireEvent.click(action);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    settle();
    await Promise.resolve();
    await Promise.resolve();
    fireEvent.click(action);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("gives the focus back to what opened it once cancelled", async () => {
    function Asker() {
      const [asking, setAsking] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAsking(true)}>
            Delete hood
          </button>
          <ConfirmDialog open={asking} onOpenChange={setAsking} title="Delete this measurement?" description="It is removed from the job." confirmLabel="Delete" onConfirm={() => {}} />
        </>
      );
    }
    render(<Asker />);
    const opener = screen.getByRole("button", { name: "Delete hood" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("gives the focus to the page's heading when what opened it was removed by what it confirmed", async () => {
    function Card() {
      const [shown, setShown] = useState(true);
      const [asking, setAsking] = useState(false);
      return (
        <main>
          <h1>Measurements</h1>
          {shown ? (
            <button type="button" onClick={() => setAsking(true)}>
              Delete hood
            </button>
          ) : null}
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Delete this measurement?"
            description="It is removed from the job."
            confirmLabel="Delete"
            onConfirm={() => {
              setShown(false);
              setAsking(false);
            }}
          />
        </main>
      );
    }
    render(<Card />);
    const opener = screen.getByRole("button", { name: "Delete hood" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Measurements" })));
  });
});
