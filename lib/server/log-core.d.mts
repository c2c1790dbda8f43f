import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

export function requestContext(): AsyncLocalStorage<{ requestId: string }>;
export function logLevel(value?: string): string;
export function rootLogger(): Logger;
export function describeError(err: unknown, depth?: number): Record<string, unknown>;
export function loggedPath(url: string): string;
export function maskData(text: string): string;
