/** Handles a 401 (`handleUnauthorized`), loading its code then: a rare answer that no first screen needs to carry. */
export const onUnauthorized = () => void import("./unauthorized").then((module) => module.handleUnauthorized());
