// @ts-check
/**
 * The exit code of a server that cannot run with its configuration (an invalid variable, the
 * embedded database held by another process, `next start`): starting it again as it is would fail
 * the same way. 78 is EX_CONFIG of sysexits.h. server/supervisor.mjs stops on it rather than
 * restart; systemd can be told the same (`RestartPreventExitStatus=78`, docs/deploying.md).
 */
export const EXIT_CONFIG = 78;
