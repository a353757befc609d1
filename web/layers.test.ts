// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The files named here are not on disk, so no TypeScript project holds them: the typed rules stay out. */
const eslint = new ESLint({
  overrideConfig: {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      "@typescript-eslint/no-misused-promises": "off",
    },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const PATHS = "import-x/no-restricted-paths";

describe("the layer rule in the lint", () => {
  it.each([
    ["web/components/x.tsx", 'import { openNewJob } from "../features/jobs/new-job-store";', PATHS],
    ["web/components/ui/deep/x.tsx", 'import { openNewJob } from "../../../features/jobs/new-job-store";', PATHS],
    ["web/components/ui/x.tsx", 'import { api } from "../../api/client";', PATHS],
    ["web/lib/x.ts", 'import { toast } from "../components/ui/toast-store";', PATHS],
    ["web/lib/x.ts", 'import { ApiError } from "../api/http";', PATHS],
    ["web/api/x.ts", 'import { JobCard } from "../features/jobs/job-card";', PATHS],
    ["web/features/jobs/x.tsx", 'import Page from "../../pages/dashboard/dashboard-page";', PATHS],
    ["web/features/photos/x.tsx", 'import { JobCard } from "../jobs/job-card";', PATHS],
    ["web/pages/x.tsx", 'import { App } from "../app";', PATHS],
    ["web/share/x.tsx", 'import { api } from "../api/client";', PATHS],
    ["web/share-page/x.tsx", 'import { api } from "../api/client";', PATHS],
    ["web/api/x.ts", 'import app from "../../worker/app";', "@typescript-eslint/no-restricted-imports"],
    ["web/api/x.ts", 'import type { Env } from "../../worker/env";', PATHS],
    ["worker/routes/x.ts", 'import { api } from "../../web/api/client";', PATHS],
    ["shared/domain/x.ts", 'import { hc } from "hono/client";', "no-restricted-imports"],
    ["shared/domain/x.ts", 'import { api } from "../../web/api/client";', PATHS],
  ])("refuses in %s: %s", async (filePath, code, rule) => {
    expect(await problems(filePath, code)).toContain(rule);
  });

  it.each([
    ["web/features/jobs/x.tsx", 'import { api } from "../../api/client";\nimport { cn } from "../../lib/cn";\nimport { Card } from "../../components/ui/card";'],
    ["web/features/team/x.tsx", 'import { toastFailure } from "../feedback/failure-toast";\nimport { openNewJob } from "../jobs/new-job-store";'],
    ["web/pages/landing/x.tsx", 'import { Features } from "./features";'],
    ["web/api/x.ts", 'import type { AppType } from "../../worker/app";'],
    ["shared/domain/x.ts", 'import * as z from "zod";\nimport { round2 } from "./units";\nimport { JOB_TEXT_MAX } from "../schemas/job";'],
    ["web/signed-in-layout.tsx", 'import { NewJobDialog } from "./features/jobs/new-job-dialog";'],
  ])("allows in %s: %s", async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });

  it("checks hook rules in the web app", async () => {
    const code = 'import { useState } from "react";\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(await problems("web/components/x.tsx", code)).toContain("react-hooks/rules-of-hooks");
  });
});
