export const COMPILE_HINT: string;
export function startupChunks(buildDir: string): string[];
export function addCompileHints(buildDir: string): string[];
