import { rm } from 'node:fs/promises';
import { DB_TEMPLATES_ENV } from './helpers';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[DB_TEMPLATES_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
}
