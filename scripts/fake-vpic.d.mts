export function handleVpic(request: Request): Promise<Response>;
