import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Serves the app exactly as `npm start` does, on its own port and fresh local state; `logs` collects its output lines, `group` is its process group. */
export async function startServer({ port, stateDir, env = {} }) {
  const child = spawn(process.execPath, ["scripts/start.mjs", "--reuse-build", "--fresh-state"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), WRAPPILOT_STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const logs = [];
  let partial = "";
  child.stdout.on("data", (chunk) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop();
    logs.push(...lines);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop, logs, group: child.pid };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error("server did not become healthy within 180 s");
}
