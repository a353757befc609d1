import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "../api/query-client";
import { Toaster } from "../components/ui/toaster";

/** Renders with the app's own query client, mutation defaults included; a 401 calls onUnauthorized. */
export function renderPage(ui: ReactNode, path = "/", { onUnauthorized = () => {} }: { onUnauthorized?: () => void } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient({ onUnauthorized });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export type RecordedCall = { method: string; url: string; query: URLSearchParams; body: unknown; form: FormData | undefined; headers: Headers };

/** Stubs fetch with `reply` and records each request, its JSON body parsed. */
export function recordFetch(reply: (request: Request) => Response | Promise<Response>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const form = init?.body instanceof FormData ? init.body : undefined;
      const text = form ? "" : await request.clone().text();
      const url = new URL(request.url);
      calls.push({ method: request.method, url: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined, form, headers: request.headers });
      return reply(request);
    }),
  );
  return calls;
}
