import nextEnv from '@next/env';
import { EnvError, getEnv, type Env } from '@/lib/infra/env.mjs';

/**
 * Command-line tools read `.env` files like the server, then the validated configuration. A bad
 * value ends the tool with the message that names it.
 */
export function cliEnvironment(): Env {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Runs a tool's main function: errors are printed plainly and end the process with status 1. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
