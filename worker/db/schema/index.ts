export * from "./accounts";
export * from "./jobs";
export * from "./records";
export * from "./sharing";
export * from "./system";
export * from "./login-devices";
export * from "./vehicles";
export * from "./notes";
