export const PUBLIC_MESSAGES_DIR: string;
export function compileTree(tree: Record<string, unknown>, prefix?: string): Record<string, unknown>;
export function compileMessages(root: string): { namespaces: string[]; version: string };
export function compiledMessagesVersion(root: string): string;
