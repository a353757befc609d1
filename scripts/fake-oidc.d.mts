export function handleFakeOidc(request: Request): Promise<Response>;
