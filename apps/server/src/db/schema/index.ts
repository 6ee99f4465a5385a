// The schema drizzle-kit reads and the database client is typed with.

export * from './audit';
export * from './auth';
export * from './files';
export * from './mail';
export * from './users';
