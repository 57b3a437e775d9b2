// The `curio` command line: `npm run curio -- <command> ...` from the repository root.
//
//   import-catalog <file> --tenant <host>   validate a catalogue file and import it into the tenant
//                                            found by that host name (or tenant code); idempotent
//   files:copy-to-s3 [--dry-run]             copy DATA_DIR/files to the object store of FILE_STORAGE=s3
//                                            (decision 051); resumable, idempotent
//
// Uses the same database as the server (DATABASE_URL / DATA_DIR, see README), migrating it first.
import { loadConfig } from '../config';
import { runCurio } from './commands';

process.exitCode = await runCurio(process.argv.slice(2), () => loadConfig());
