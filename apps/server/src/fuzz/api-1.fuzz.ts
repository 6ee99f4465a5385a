// The API fuzzer's share 1 of 2 (fuzz-suite.ts); the two shares run side by side, one per core.
process.env.FUZZ_SHARD = '1/2';
await import('./fuzz-suite');

export {};
