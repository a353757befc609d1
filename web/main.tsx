import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppRoot } from "./app-root";
import { ErrorBoundary, anyError } from "./components/error-boundary";
import { SomethingWentWrong } from "./components/something-went-wrong";
import { ToastsWhenRaised } from "./components/ui/toasts-when-raised";
import { registerAppUpdates } from "./lib/app-update";
import { firstScreenShown } from "./lib/first-screen-shown";
import { ThemeProvider } from "./lib/theme";
import "./styles.css";

const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider>
        <ErrorBoundary catches={anyError} fallback={() => <SomethingWentWrong />}>
          <AppRoot />
        </ErrorBoundary>
        <ToastsWhenRaised />
      </ThemeProvider>
    </StrictMode>,
  ),
);

registerAppUpdates();
firstScreenShown
  .then(() => import("./once-shown"))
  .then(
    ({ onceShown }) => onceShown(),
    () => undefined,
  );
