/**
 * Process entry of `harness-scenarios`: runs the command (cli.ts) with the process arguments and exits
 * with its code once stdout is flushed (timers a run leaves behind, such as an unanswered approval's,
 * do not keep the process alive); a bad command line prints its sentence and exits 2.
 */
import { main } from './cli';

let code: number;
try {
  code = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 2;
}
process.stdout.write('', () => process.exit(code));
