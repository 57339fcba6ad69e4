#!/usr/bin/env node
/**
 * Serves a production build with one of the shipped host configs, exactly as a user would deploy it:
 *
 *   node scripts/serve-static.mjs nginx --port 4200 --root dist
 *   node scripts/serve-static.mjs caddy --port 4201 --root dist
 *
 * It copies `deploy/nginx/console.conf` (or `deploy/caddy/Caddyfile`) into a temporary prefix, changes
 * only the listen address (127.0.0.1:<port>) and the root folder, wraps the nginx server block in the
 * minimal main context a non-root nginx needs (pid, temp paths and logs inside the prefix), and runs the
 * server in the foreground. SIGINT/SIGTERM stop the server; the script exits with the server's code.
 * The Playwright projects "nginx" and "caddy" start it as a webServer.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Parses `<kind> --port N --root DIR`; exits with a usage line on anything else. */
function parseArguments(argv) {
  const [kind, ...rest] = argv;
  const options = { kind, port: 0, root: '' };
  for (let index = 0; index < rest.length; index += 2) {
    const value = rest[index + 1] ?? '';
    if (rest[index] === '--port') options.port = Number(value);
    else if (rest[index] === '--root') options.root = resolve(value);
  }
  if ((kind !== 'nginx' && kind !== 'caddy') || !Number.isInteger(options.port) || options.port <= 0 || !options.root) {
    console.error('usage: node scripts/serve-static.mjs nginx|caddy --port <port> --root <build folder>');
    process.exit(2);
  }
  return options;
}

/** The nginx main context around the shipped server block, listening on 127.0.0.1:<port> only. */
function nginxConfig(prefix, port, root) {
  const server = readFileSync(new URL('../deploy/nginx/console.conf', import.meta.url), 'utf8')
    .replace(/^\s*listen \[::\]:8080;\n/m, '')
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/tool-harness-console;/, `root ${root};`);
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder));
  return [
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (folder) => `  ${folder === 'body' ? 'client_body' : folder}_temp_path ${join(prefix, folder)};`,
    ),
    server,
    '}',
    '',
  ].join('\n');
}

/** The shipped Caddyfile on http://127.0.0.1:<port>, with the admin endpoint off (several may run). */
function caddyConfig(port, root) {
  const site = readFileSync(new URL('../deploy/caddy/Caddyfile', import.meta.url), 'utf8')
    .replace(/^:8080 \{/m, `http://127.0.0.1:${port} {`)
    .replace(/root \* \/srv\/tool-harness-console/, `root * ${root}`);
  return `{\n\tadmin off\n\tauto_https off\n\tlog {\n\t\tlevel ERROR\n\t}\n}\n\n${site}`;
}

const options = parseArguments(process.argv.slice(2));
const prefix = mkdtempSync(join(tmpdir(), `console-${options.kind}-`));
let child;
if (options.kind === 'nginx') {
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(prefix, options.port, options.root));
  child = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: 'inherit',
  });
} else {
  writeFileSync(join(prefix, 'Caddyfile'), caddyConfig(options.port, options.root));
  child = spawn('caddy', ['run', '--config', join(prefix, 'Caddyfile'), '--adapter', 'caddyfile'], {
    stdio: 'inherit',
    env: { ...process.env, XDG_DATA_HOME: prefix, XDG_CONFIG_HOME: prefix, HOME: prefix },
  });
}

const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('error', (error) => {
  console.error(`${options.kind} could not be started: ${error.message}`);
  process.exitCode = 1;
});
child.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
