import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A timeout only catches a hang; it must not turn a busy machine into a failure. The heaviest page
    // tests (whole forms typed key by key) take ~1.5 s on a quiet machine and passed 5 s when other
    // test runs shared the two cores.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
