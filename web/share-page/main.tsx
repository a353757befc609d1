import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary, anyError } from "../components/error-boundary";
import { SomethingWentWrong } from "../components/something-went-wrong";
import "../styles.css";
import { SharedJobApp } from "./shared-job-app";

/** The public page a share link opens: its own small entry, apart from the signed-in app. */
const token = decodeURIComponent(window.location.pathname.split("/")[2] ?? "");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary catches={anyError} fallback={() => <SomethingWentWrong />}>
      <SharedJobApp token={token} />
    </ErrorBoundary>
  </StrictMode>,
);
