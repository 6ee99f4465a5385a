// The least a Node.js HTTP API can do for a search: node:http and node-postgres, no framework, no validation,
// no headers beyond the two it needs. It answers every request by running one search's recorded statements
// through a pool as large as the app's pool of prepared reads, in sessions with the same setting, and sends the
// last statement's rows as JSON. bench/search/run.ts measures it beside the app and the SQL alone: what it
// reaches is the ceiling any Node.js server reaches on the machine, with the load generator and PostgreSQL on
// the same cores.
//
//   node bench/search/bare-server.mjs <config.json>
//   config: { port, databaseUrl, poolMax, options, statements: [{ name?, text, values }] }
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pool = new pg.Pool({
  connectionString: config.databaseUrl,
  max: config.poolMax,
  options: config.options,
});

const server = http.createServer(async (_request, response) => {
  try {
    let rows = [];
    for (const statement of config.statements) rows = (await pool.query(statement)).rows;
    const body = JSON.stringify({ doctors: rows });
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  } catch (err) {
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end(String(err));
  }
});

server.listen(config.port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
