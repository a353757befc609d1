/** A signed-in API client over plain fetch, with the Origin header every write needs. */
export async function signUp(base, tag) {
  const account = { email: `bench-${tag}@example.com`, username: `bench_${tag}`, password: "bench-password-1" };
  const response = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get("set-cookie").split(";")[0];
  return { account, cookie };
}

export function postJson(base, path, body, headers = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

/** The D1 work the Worker reports for a request (REPORT_D1_QUERIES=1): statements, and the round trips they took. */
export function d1Work(response) {
  return `${response.headers.get("X-D1-Queries") ?? "?"} D1 statements in ${response.headers.get("X-D1-Round-Trips") ?? "?"} round trips`;
}
