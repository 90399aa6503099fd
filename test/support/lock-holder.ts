import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { LOCK_FILE } from '@/lib/infra/db/lock';

const children: ChildProcess[] = [];

/** Ends every holder a test started (call from afterEach). */
export function killLockHolders() {
  for (const child of children.splice(0)) child.kill('SIGKILL');
}

/** Another process that takes the directory's lock the way the site does, and keeps it until killed. */
export async function holdLockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `
    const fs = require('node:fs');
    const fd = fs.openSync(${JSON.stringify(join(dir, LOCK_FILE))}, 'a+');
    if (!require('fs-native-extensions').tryLock(fd)) process.exit(3);
    fs.ftruncateSync(fd, 0); fs.writeSync(fd, String(process.pid));
    console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the locking process exited with ${code}`)));
  });
  return child;
}

