// After `npm install`, build the web app and the server so `npm start` serves at once.
// Skipped when AROGYA_SKIP_BUILD=1 (e.g. a CI step that builds separately).
import { spawnSync } from 'node:child_process';

if (process.env.AROGYA_SKIP_BUILD === '1') {
  console.log('postinstall: build skipped (AROGYA_SKIP_BUILD=1)');
  process.exit(0);
}
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
process.exit(result.status ?? 1);
