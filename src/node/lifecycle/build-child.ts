/**
 * A build step in a child process beside Gatsby's: for work made from plain data that can run
 * while Gatsby bundles the site (the bundler leaves one of two cores idle), in a process of its
 * own, whose heap is small (cheap to collect) and whose memory is not added to Gatsby's.
 *
 * The child runs child-entry.cjs, which loads Gatsby's compiled copy of gatsby-node (it holds all
 * of src/node, compiled) and then serves the job it is sent with the functions registered under
 * their names (registerChildJobs) while that copy loaded. Loading gatsby-node anywhere else only
 * registers them: nothing runs until a child is asked.
 */
import { fork, type Serializable } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where a loaded gatsby-node leaves the function that serves a child's job (registerChildJobs). */
export const CHILD_SERVER = Symbol.for('chartwrap.build-child.serve');

/** The child process's entry: loads the compiled gatsby-node, then serves the job it is sent. */
const CHILD_ENTRY = path.join(process.cwd(), 'src/node/lifecycle/child-entry.cjs');

/** Where `gatsby build` compiles gatsby-node.ts to (its first step, "compile gatsby files"). */
export const COMPILED_GATSBY_NODE = path.join('.cache', 'compiled', 'gatsby-node.js');

/** From the child: its log and its end. */
type ChildMessage =
  { type: 'info'; message: string } | { type: 'failed'; message: string } | { type: 'done' };

export interface ChildReporter {
  info(message: string): void;
  panicOnBuild(message: string): void;
}

/** The job a child serves: `job` is plain data (structured-cloned to the child). */
export type ChildJob<Job> = (job: Job, reporter: { info(message: string): void }) => Promise<void>;

/** What the parent sends: the job's name (a key of registerChildJobs' jobs) and its data. */
interface ChildRequest<Job> {
  name: string;
  job: Job;
}

/**
 * Runs the job `name` with `job` in a child process (registerChildJobs) and resolves once the child
 * has exited: its messages go to `reporter`, and a failing child fails the build. Returns null,
 * starting nothing, when there is no compiled gatsby-node under `siteDir` to run.
 */
export function runInChild<Job extends Serializable>(
  name: string,
  job: Job,
  reporter: ChildReporter,
  siteDir = process.cwd(),
): Promise<void> | null {
  const entry = path.join(siteDir, COMPILED_GATSBY_NODE);
  if (!fs.existsSync(entry)) return null;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = fork(CHILD_ENTRY, [entry], {
      cwd: siteDir,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let done = false;
    let failure: string | undefined;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'info') reporter.info(message.message);
      else if (message.type === 'failed') failure = message.message;
      else done = true;
    });
    child.on('error', (error) => (failure ??= error.message));
    // 'close' comes after the last message (and the IPC channel's end), unlike 'exit'.
    child.on('close', (code, signal) => {
      if (failure || !done) {
        const why = failure
          ? `failed: ${failure}`
          : `stopped (${signal ?? `exit code ${code}`}) before it was done`;
        reporter.panicOnBuild(`${name}: the child process ${why}`);
      } else {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        reporter.info(`${name}: done by a child process beside the build, in ${seconds} s`);
      }
      resolve();
    });
    child.send({ name, job } satisfies ChildRequest<Job>);
  });
}

/**
 * Registers the jobs a child can serve, by name. In the child runInChild starts, child-entry.cjs
 * then calls the registered server: it serves the one job the parent sends with the function
 * `jobs` has under its name, and exits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
export function registerChildJobs(jobs: Record<string, ChildJob<any>>): void {
  (globalThis as Record<symbol, unknown>)[CHILD_SERVER] = () => serveChildJob(jobs);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
function serveChildJob(jobs: Record<string, ChildJob<any>>): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('a build child job needs an IPC channel to its parent');
  const post = (message: ChildMessage) =>
    new Promise<void>((resolve) => send(message, undefined, {}, () => resolve()));
  const serve = async ({ name, job }: ChildRequest<unknown>) => {
    let failed = false;
    try {
      const run = jobs[name];
      if (!run) throw new Error(`no job named "${name}" (known: ${Object.keys(jobs).join(', ')})`);
      await run(job, { info: (message) => void post({ type: 'info', message }) });
      await post({ type: 'done' });
    } catch (error) {
      failed = true;
      await post({
        type: 'failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    process.exit(failed ? 1 : 0);
  };
  process.once('message', (request: ChildRequest<unknown>) => void serve(request));
}
