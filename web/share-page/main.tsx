import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary, anyError } from "../components/error-boundary";
import { SomethingWentWrong } from "../components/something-went-wrong";
import "../styles.css";
import { SharedJobApp } from "./shared-job-app";

/** The link's token; an address whose escapes do not decode (`/shared/abc%zz`) is kept as typed, for the server to refuse like any unknown link. */
function tokenOf(path: string): string {
  const segment = path.split("/")[2] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The public page a share link opens: its own small entry, apart from the signed-in app. */
const token = tokenOf(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary catches={anyError} fallback={() => <SomethingWentWrong />}>
      <SharedJobApp token={token} />
    </ErrorBoundary>
  </StrictMode>,
);
