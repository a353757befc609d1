export function handleVpic(request: Request): Promise<Response>;
export function serveFakeVpic(port: number): import("node:http").Server;
