import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeJob } from "../../test/job-fixture";
import { jsonResponse, renderPage } from "../../test/render";
import { NewJobDialog } from "./new-job-dialog";

type Post = { id: string; key: string | null; body: Record<string, unknown> };

/** POSTs answer in turn from `answers`; a job that was "saved" can be read back by its id. */
function stubApi(answers: ((post: Post, save: () => void) => Response)[]) {
  const posts: Post[] = [];
  let saved: Record<string, unknown> | null = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === "POST") {
        const body = (await request.json()) as Record<string, unknown>;
        const post = { id: String(body.id), key: request.headers.get("Idempotency-Key"), body };
        posts.push(post);
        const answer = answers.shift();
        if (!answer) throw new Error("unexpected POST");
        return answer(post, () => (saved = body));
      }
      if (saved && path === `/api/jobs/${String(saved.id)}`) return jsonResponse(makeJob({ id: String(saved.id), clientName: String(saved.clientName), createdAt: "2026-11-23T10:00:00Z" }));
      if (path.startsWith("/api/jobs/")) return jsonResponse({ message: "Job not found", code: "not_found", requestId: "r" }, 404);
      return jsonResponse(path === "/api/clients" ? [] : { items: [], nextCursor: null });
    }),
  );
  return posts;
}

/** The request reached the server and the job was made, but the answer was lost on the way back. */
const lostAnswer = (_post: Post, save: () => void): Response => {
  save();
  throw new TypeError("Failed to fetch");
};
const created = (post: Post, save: () => void) => {
  save();
  return createdJob(post);
};
const createdJob = (post: Post) => jsonResponse(makeJob({ id: post.id, clientName: String(post.body.clientName), createdAt: "2026-11-23T10:00:00Z" }), 201);
const idTaken = () => jsonResponse({ message: "A job with this id already exists.", code: "conflict", requestId: "r" }, 409);

async function fillAndCreate(name: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("Client company"), "+ Add New Client");
  await user.type(screen.getByLabelText("New client name"), name);
  await user.click(screen.getByRole("button", { name: "Create Job" }));
  return user;
}

const refused = () => jsonResponse({ message: "Validation failed", code: "validation_failed", requestId: "r" }, 400);

describe("NewJobDialog retries", () => {
  it("closes as saved on this device when the answer is lost, and sends the same id and Idempotency-Key again by itself", async () => {
    const posts = stubApi([lostAnswer, created]);
    const onClose = vi.fn();
    const onCreated = vi.fn();
    renderPage(<NewJobDialog onClose={onClose} onCreated={onCreated} />);
    await fillAndCreate("Bolt Electric");
    expect(await screen.findByText("Saved on this device. It will sync when the signal is back.")).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(onCreated).toHaveBeenCalledWith({ id: posts[0]!.id });
    await waitFor(() => expect(posts).toHaveLength(2), { timeout: 4000 });
    expect(posts[1]!.id).toBe(posts[0]!.id);
    expect(posts[1]!.key).toBe(posts[0]!.key);
  });

  it("keeps the id but takes a new key when the details change after a refusal", async () => {
    const posts = stubApi([refused, created]);
    renderPage(<NewJobDialog onClose={() => {}} />);
    const user = await fillAndCreate("Bolt Electric");
    await screen.findByText("Failed to create job");
    await user.type(screen.getByLabelText("Year"), "2023");
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.id).toBe(posts[0]!.id);
    expect(posts[1]!.key).not.toBe(posts[0]!.key);
    expect(posts[1]!.body).toMatchObject({ vehicleYear: "2023" });
  });

  it("shows the job already saved under its id when the server says the id is taken", async () => {
    stubApi([(_post, save) => {
      save();
      return idTaken();
    }]);
    const onCreated = vi.fn();
    renderPage(<NewJobDialog onClose={() => {}} onCreated={onCreated} />);
    await fillAndCreate("Bolt Electric");
    expect(await screen.findByText("Job created successfully")).toBeTruthy();
    expect(screen.getByText("Your earlier try had already saved it, with the details sent then. Edit the job to change them.")).toBeTruthy();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ clientName: "Bolt Electric" }));
  });

  it("reports the failure when the id is refused and no such job exists", async () => {
    stubApi([idTaken]);
    const onClose = vi.fn();
    renderPage(<NewJobDialog onClose={onClose} />);
    await fillAndCreate("Bolt Electric");
    expect(await screen.findByText("Failed to create job")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
