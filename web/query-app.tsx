import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { CurrentUser } from "../shared/schemas/auth";
import { authKeys } from "./api/auth";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import { onUnauthorized } from "./features/auth/on-unauthorized";

export { preloadFirstScreen } from "./app";

const queryClient = createQueryClient({ onUnauthorized });

/** The app with its query cache, which starts from the user app-root already asked the server for. */
export default function QueryApp({ user }: { user: CurrentUser | null }) {
  useState(() => queryClient.setQueryData(authKeys.user, user));
  return (
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  );
}
