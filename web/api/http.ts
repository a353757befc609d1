/** Error text is "<status>: <body text or status text>", as every caller and the 401 rule expect. */
export class ApiError extends Error {
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    const body = safeJson(bodyText);
    this.serverMessage =
      typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
        ? body.message
        : undefined;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return (await response.json()) as T;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
