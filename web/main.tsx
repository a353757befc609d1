import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import { ToastsWhenRaised, loadToaster } from "./components/ui/toasts-when-raised";
import { handleUnauthorized } from "./features/auth/unauthorized";
import { registerAppUpdates } from "./lib/app-update";
import { ThemeProvider } from "./lib/theme";
import "./styles.css";

const queryClient = createQueryClient({ onUnauthorized: () => handleUnauthorized() });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <App />
        <ToastsWhenRaised />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);

registerAppUpdates();
setTimeout(() => void loadToaster().catch(() => undefined), 0);
