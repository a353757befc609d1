import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { CurrentUser } from "../shared/schemas/auth";
import { authKeys } from "./api/auth";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import { handleUnauthorized } from "./features/auth/unauthorized";

export { preloadFirstScreen } from "./app";

const queryClient = createQueryClient({ onUnauthorized: () => handleUnauthorized() });

/** The app with its query cache, which starts from the user app-root already asked the server for. */
export default function QueryApp({ user }: { user: CurrentUser | null }) {
  useState(() => queryClient.setQueryData(authKeys.user, user));
  return (
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  );
}
