// The schema drizzle-kit reads and the database client is typed with.
export * from './auth';
export * from './users';
