// The schema drizzle-kit reads and the database client is typed with.

export * from './ai';
export * from './ambulance';
export * from './appointments';
export * from './audit';
export * from './auth';
export * from './availability';
export * from './care';
export * from './care-circle';
export * from './demand';
export * from './discharge-concierge';
export * from './files';
export * from './forum';
export * from './lab-tests';
export * from './mail';
export * from './payments';
export * from './prescriptions';
export * from './privacy';
export * from './profile-changes';
export * from './quests';
export * from './records';
export * from './reviews';
export * from './second-opinions';
export * from './subscription';
export * from './support';
export * from './users';
export * from './video';
