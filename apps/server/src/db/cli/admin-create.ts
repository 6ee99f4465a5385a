// `npm run admin:create -- --email a@b.c --name "Full Name" [--password …]`: creates an admin account.
// Without --password it asks for one (hidden, twice, on a terminal; the first line of stdin otherwise).
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH } from '@arogya/contract/constants/auth';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { runMigrations } from '../migrate';
import { users } from '../schema/users';
import { CliError, describeDatabase, openConfiguredDatabase, runCli } from './cli-support';

/** Admins hold every key: a longer minimum than the public registration form's. */
const ADMIN_PASSWORD_MIN_LENGTH = 8;

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com --name "Full Name" [--password <password>]';

const emailSchema = z.email();

/** The parsed arguments, or null when only --help was asked for. */
function readArgs(argv: string[]): { email: string; name: string; password: string | undefined } | null {
  let values: { email?: string; name?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  if (values.help) return null;
  const email = values.email?.trim().toLowerCase() ?? '';
  const name = values.name?.trim() ?? '';
  if (!email || !name) throw new CliError(USAGE);
  if (!emailSchema.safeParse(email).success) throw new CliError(`Not a valid email address: ${email}`);
  if (name.length > 100) throw new CliError('The name must be at most 100 characters.');
  return { email, name, password: values.password };
}

function passwordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `The password is too weak: use at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim().length === 0) return 'The password cannot be blank.';
  return null;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (err?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new CliError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of a piped stdin (`echo "$PASSWORD" | npm run admin:create -- …`). */
async function readFirstLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of rl) return line.replace(/\r$/, '');
    return '';
  } finally {
    rl.close();
  }
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await promptHidden('Password: ');
  const problem = passwordProblem(first);
  if (problem) throw new CliError(problem);
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new CliError('The passwords do not match.');
  return first;
}

runCli(async (config) => {
  const args = readArgs(process.argv.slice(2));
  if (!args) {
    console.log(USAGE);
    return;
  }
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    const existing = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, args.email));
    if (existing.length > 0) throw new CliError(`An account with the email ${args.email} already exists.`);

    const password = args.password ?? (await askPassword());
    const problem = passwordProblem(password);
    if (problem) throw new CliError(problem);

    const passwordHash = await hash(password);
    const created = await database.db
      .insert(users)
      .values({ email: args.email, name: args.name, passwordHash, role: 'admin' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const admin = created[0];
    // Someone registered the same email between the check and the insert.
    if (!admin) throw new CliError(`An account with the email ${args.email} already exists.`);
    console.log(`Admin ${args.email} created (id ${admin.id}) in ${describeDatabase(config)}.`);
  } finally {
    await database.close();
  }
});
