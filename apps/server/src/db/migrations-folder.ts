import path from 'node:path';

/** Migrations live beside the source and are copied next to the bundle by the build. */
export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(import.meta.dirname, 'migrations');
}
