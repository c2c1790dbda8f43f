export const ADMIN_ROLE: string;
export const COUNTRY_CODE: string;
export const ROLES_ACTION: string;
export function parseMobile(value: unknown): string | null;
export class CommandError extends Error {}
export function grantAdmin(options: { mobile: string; databaseUrl?: string; dataDir: string; migrationsFolder: string }): Promise<'created' | 'granted' | 'unchanged'>;
