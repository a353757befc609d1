import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setStorageUser } from "../../lib/user-storage";
import { accountQuery } from "../../api/account-query";
import { jsonResponse, renderPage } from "../../test/render";
import { readSavedClientNames, rememberClientName } from "./saved-clients";
import { NewJobDialog } from "./new-job-dialog";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const acme = { clientName: "Acme Plumbing", clientContact: "Rosa", clientPhone: "555-0100", clientEmail: "rosa@acme.test", location: "Bay 2" };
const bolt = { clientName: "Bolt Electric", clientContact: "Ben", clientPhone: null, clientEmail: null, location: null };

function stubApi() {
  const posts: { body: unknown; headers: Headers }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === "GET" && new URL(request.url).pathname === "/api/clients") return jsonResponse([acme, bolt]);
      if (request.method === "POST") {
        posts.push({ body: await request.json(), headers: request.headers });
        return jsonResponse({ id: "new-job" }, 201);
      }
      return jsonResponse({ items: [], nextCursor: null });
    }),
  );
  return posts;
}

/** Creates a job for a new client, Bolt Electric, with what `fill` adds to the form; answers the requests sent once the dialog has closed. */
async function createForNewClient(fill: (user: ReturnType<typeof userEvent.setup>) => Promise<unknown>) {
  const posts = stubApi();
  const onClose = vi.fn();
  setStorageUser("u1");
  renderPage(<NewJobDialog onClose={onClose} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
  await user.type(screen.getByLabelText("New client name"), "Bolt Electric");
  await fill(user);
  await user.click(screen.getByRole("button", { name: "Create Job" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  return posts;
}

describe("NewJobDialog", () => {
  it("says next to the picker that a client is needed, sends nothing, then prefills the chosen client's details", async () => {
    const posts = stubApi();
    setStorageUser("u1");
    rememberClientName("Zed Signs");
    renderPage(<NewJobDialog onClose={() => {}} />);
    const user = userEvent.setup();
    const picker = screen.getByLabelText("Client company");
    await waitFor(() => expect(screen.getByRole("option", { name: "Acme Plumbing" })).toBeTruthy());
    expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Choose a client",
      "Acme Plumbing",
      "Bolt Electric",
      "Zed Signs",
      "+ Add New Client",
    ]);
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a client or add a new one");
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(picker);
    expect(posts).toHaveLength(0);
    await user.selectOptions(picker, "Acme Plumbing");
    expect(screen.getByLabelText<HTMLInputElement>("Contact person").value).toBe("Rosa");
    expect(screen.getByLabelText<HTMLInputElement>("Location").value).toBe("Bay 2");
    await waitFor(() => expect(screen.queryByText("Choose a client or add a new one")).toBeNull());
  });

  it("clears the details a chosen client filled in when another client is chosen, and keeps what the user typed", async () => {
    stubApi();
    renderPage(<NewJobDialog onClose={() => {}} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole("option", { name: "Acme Plumbing" })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText("Client company"), "Acme Plumbing");
    expect(screen.getByLabelText<HTMLInputElement>("Contact person").value).toBe("Rosa");
    await user.clear(screen.getByLabelText("Location"));
    await user.type(screen.getByLabelText("Location"), "Lot C");
    await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
    expect(screen.getByLabelText<HTMLInputElement>("Contact person").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Phone").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Location").value).toBe("Lot C");
    await user.selectOptions(screen.getByLabelText("Client company"), "Bolt Electric");
    expect(screen.getByLabelText<HTMLInputElement>("Contact person").value).toBe("Ben");
    expect(screen.getByLabelText<HTMLInputElement>("Location").value, "a saved client without a location keeps the one typed").toBe("Lot C");
  });

  it("asks for the new client's name at its field when it is left empty", async () => {
    const posts = stubApi();
    renderPage(<NewJobDialog onClose={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    expect(await screen.findByText("Type the new client's name")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New client name"));
    expect(posts).toHaveLength(0);
  });

  it("sends only filled fields with an Idempotency-Key and remembers a new client", async () => {
    const posts = await createForNewClient((user) => user.type(screen.getByLabelText("Year"), "2023"));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ id: expect.stringMatching(UUID_V7), clientName: "Bolt Electric", vehicleYear: "2023", status: "in_progress", progress: "0" });
    expect(posts[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(readSavedClientNames()).toEqual(["Bolt Electric"]);
    expect(await screen.findByText("Job created successfully")).toBeTruthy();
  });

  it("makes a job created as Complete 100% done, not 0%", async () => {
    const posts = await createForNewClient((user) => user.selectOptions(screen.getByLabelText("Status"), "completed"));
    expect(posts[0]!.body).toMatchObject({ status: "completed", progress: "100" });
  });

  it("shows the field message and sends nothing for a bad year", async () => {
    const posts = stubApi();
    renderPage(<NewJobDialog onClose={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
    await user.type(screen.getByLabelText("New client name"), "Bolt Electric");
    await user.type(screen.getByLabelText("Year"), "twenty");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    expect(await screen.findByText("Year must be a number")).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it("marks a total taken from a template as such", async () => {
    const posts = stubApi();
    renderPage(<NewJobDialog onClose={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
    await user.type(screen.getByLabelText("New client name"), "Bolt Electric");
    await user.click(screen.getByRole("button", { name: "Use Template" }));
    await user.dblClick(await screen.findByRole("option", { name: "2022 Honda Accord" }));
    expect(screen.getByLabelText<HTMLInputElement>("Total square feet").value).toBe("104");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ totalSquareFeet: "104", totalSquareFeetSource: "template", vehicleMake: "Honda" });
  });

  it("tells a metric shop the square metres of the square feet typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(new Request(input, init).url).pathname;
        if (path === "/api/account") return jsonResponse({ preferences: { lengthUnit: "cm", rollWidth: 60, wastePercentage: 10, currency: null, laborRate: null } });
        return jsonResponse(path === "/api/clients" ? [] : { items: [], nextCursor: null });
      }),
    );
    setStorageUser("u1");
    const { queryClient } = renderPage(<NewJobDialog onClose={() => {}} />);
    await queryClient.fetchQuery(accountQuery);
    await userEvent.type(screen.getByLabelText("Total square feet"), "431");
    expect(await screen.findByText("That is 40.04 m². Leave empty to use the measurements' total.")).toBeTruthy();
  });
});
