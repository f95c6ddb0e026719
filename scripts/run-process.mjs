/**
 * Runs a command to its end and resolves with its standard output: how the runtimes stage (scripts/test-runtimes.mjs)
 * and the server bench (bench/server.mjs) run each runtime they start. Rejects on a non-zero exit, with the last lines
 * of its standard error, or when it has not ended within `timeoutMs` (then it is killed).
 */
import { spawn } from 'node:child_process';

export function runProcess(command, args, { cwd, env = {}, timeoutMs = 120_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(out);
      else reject(new Error(`exit code ${code}: ${err.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}
