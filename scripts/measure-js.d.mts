export const BUDGETS: { content: number; tool: number };
export interface PageJs {
  path: string;
  kind: 'content' | 'tool';
  scripts: number;
  raw: number;
  gzip: number;
  budget: number;
  ok: boolean;
  leaks: string[];
}
export function measure(base: string): Promise<PageJs[]>;
export function formatTable(rows: PageJs[]): string;
