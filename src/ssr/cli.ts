/** The `coursify-elements` command (package.json `bin`): `npx coursify-elements render in.html > out.html`. */
import { runCli } from './cli-main';

process.exitCode = runCli(process.argv.slice(2));
