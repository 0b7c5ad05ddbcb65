export function playwrightOwnChromium(): string | null;
export function chromiumExecutable(): string | null;
