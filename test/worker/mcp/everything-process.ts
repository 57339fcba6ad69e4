/**
 * Starts the REAL reference server `@modelcontextprotocol/server-everything` (a dev dependency) as a child
 * process on a free loopback port, for the MCP tests. `SERVER_ENTRY` is undefined when the package is not
 * installed (the tests then skip, saying why).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './fixture-server';

function findServerEntry(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const entry = path.join(
      path.dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
      'dist',
      'index.js',
    );
    return existsSync(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

export const SERVER_ENTRY = findServerEntry();
if (!SERVER_ENTRY)
  console.warn(
    'server-everything tests skipped: @modelcontextprotocol/server-everything is not installed (npm ci installs it as a dev dependency).',
  );

/** Starts the server in `mode` on a free port; resolves once it says it is listening. */
export async function startEverything(
  mode: 'streamableHttp' | 'sse',
): Promise<{ port: number; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY!, mode], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server-everything did not start: ${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on port|running on port/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server-everything exited (${code}): ${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { port, child, stop };
}
