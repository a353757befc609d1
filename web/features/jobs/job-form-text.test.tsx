import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderPage } from "../../test/render";
import { NewJobDialog } from "./new-job-dialog";

function stubApi() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === "POST") {
        posts.push(await request.json());
        return jsonResponse({ id: "new-job" }, 201);
      }
      return jsonResponse(new URL(request.url).pathname === "/api/clients" ? [] : { items: [], nextCursor: null });
    }),
  );
  return posts;
}

async function fillNewJob(fields: Record<string, string>) {
  const posts = stubApi();
  renderPage(<NewJobDialog onClose={() => {}} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
  await user.type(screen.getByLabelText("New client name"), "Bolt Electric");
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole("button", { name: "Create Job" }));
  return posts;
}

describe("the job form's text rule", () => {
  it("shows the hidden-character message beside the field and sends nothing", async () => {
    const posts = await fillNewJob({ "Job name": "Invoice\u202Egnp.exe", Notes: "Gate\u0007code" });
    expect(await screen.findByText("Contains a hidden character (U+202E) that changes the order text is shown in; retype this text without it")).toBeTruthy();
    expect(screen.getByText("Contains a hidden control character (U+0007); retype this text without it")).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("refuses a ß in the VIN instead of reading it as SS", async () => {
    const posts = await fillNewJob({ VIN: "1hgcm82633a0043\u00DF" });
    expect(await screen.findByText("VIN must be exactly 17 characters")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("VIN").value).toBe("1HGCM82633A0043\u00DF");
    expect(posts).toEqual([]);
  });

  it("takes a VIN pasted with spaces or dashes whole, as the Wrapulator's box does", async () => {
    const posts = stubApi();
    renderPage(<NewJobDialog onClose={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
    await user.type(screen.getByLabelText("New client name"), "Bolt Electric");
    await user.click(screen.getByLabelText("VIN"));
    await user.paste("1hgcm 8263-3a 004352");
    expect(screen.getByLabelText<HTMLInputElement>("VIN").value).toBe("1HGCM82633A004352");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ vehicleVin: "1HGCM82633A004352" });
  });
});
