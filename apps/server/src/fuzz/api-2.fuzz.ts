// The API fuzzer's share 2 of 2 (fuzz-suite.ts); the two shares run side by side, one per core.
process.env.FUZZ_SHARD = '2/2';
await import('./fuzz-suite');

export {};
