import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../styles.css";
import { SharedJobApp } from "./shared-job-app";

/** The public page a share link opens: its own small entry, apart from the signed-in app. */
const token = decodeURIComponent(window.location.pathname.split("/")[2] ?? "");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SharedJobApp token={token} />
  </StrictMode>,
);
