// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RULE = "@typescript-eslint/no-restricted-imports";

describe("the layer rule in the lint", () => {
  it.each([
    ["web/components/x.tsx", 'import { openNewJob } from "../features/jobs/new-job-store";'],
    ["web/components/ui/x.tsx", 'import { api } from "../../api/client";'],
    ["web/lib/x.ts", 'import { toast } from "../components/ui/toast-store";'],
    ["web/lib/x.ts", 'import { ApiError } from "../api/http";'],
    ["web/api/x.ts", 'import { JobCard } from "../features/jobs/job-card";'],
    ["web/features/jobs/x.tsx", 'import Page from "../../pages/dashboard/dashboard-page";'],
    ["web/pages/x.tsx", 'import { App } from "../app";'],
    ["web/api/x.ts", 'import app from "../../worker/app";'],
    ["worker/routes/x.ts", 'import { api } from "../../web/api/client";'],
    ["shared/domain/x.ts", 'import { hc } from "hono/client";'],
    ["shared/domain/x.ts", 'import { api } from "../../web/api/client";'],
  ])("refuses in %s: %s", async (filePath, code) => {
    expect(await problems(filePath, code)).toContain(RULE);
  });

  it.each([
    ["web/features/jobs/x.tsx", 'import { api } from "../../api/client";\nimport { cn } from "../../lib/cn";\nimport { Card } from "../../components/ui/card";'],
    ["web/pages/landing/x.tsx", 'import { Features } from "./features";'],
    ["web/api/x.ts", 'import type { AppType } from "../../worker/app";'],
    ["shared/domain/x.ts", 'import { z } from "zod";\nimport { round2 } from "./units";\nimport { JOB_TEXT_MAX } from "../schemas/job";'],
    ["web/signed-in-layout.tsx", 'import { NewJobDialog } from "./features/jobs/new-job-dialog";'],
  ])("allows in %s: %s", async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });

  it("checks hook rules in the web app", async () => {
    const code = 'import { useState } from "react";\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(await problems("web/components/x.tsx", code)).toContain("react-hooks/rules-of-hooks");
  });
});
