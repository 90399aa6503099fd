/**
 * `npm run uploads:check`: lists the stored images that the image optimizer refuses (server/image-guard.mjs):
 * more pixels than the photo budget, or a size their header does not give. Uploads are checked on
 * the way in since the budget exists; files stored before it, and the site's own /images, are
 * listed here. Reads headers only, so it is quick on any number of files. Exits 1 when any is listed.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PIXEL_BUDGETS } from '@/lib/infra/uploads/image-budget.mjs';
import { uploadOptionsFromEnv, uploadsDir } from '@/lib/infra/uploads/store';
import { measureFile } from '@/server/image-guard.mjs';
import { cliEnvironment, runCli } from './environment';

/** Every file under a folder, as [address, path]; none when it does not exist. */
function files(folder: string, address: string): [string, string][] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry): [string, string][] => {
    if (entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return files(path, `${address}/${entry.name}`);
    return entry.isFile() ? [[`${address}/${entry.name}`, path]] : [];
  });
}

runCli(async () => {
  const env = cliEnvironment();
  const budget = PIXEL_BUDGETS.photo;
  const candidates = [...files(uploadsDir(uploadOptionsFromEnv(env)), '/uploads'), ...files(join(process.cwd(), 'public', 'images'), '/images')].filter(([address]) => !address.endsWith('.pdf'));
  let refused = 0;
  for (const [address, path] of candidates) {
    const verdict = await measureFile(path, budget);
    if (!verdict || verdict.verdict === 'ok') continue;
    refused += 1;
    console.log(verdict.verdict === 'over' ? `${address}: ${verdict.width}×${verdict.height} pixels` : `${address}: its size cannot be read from its header`);
  }
  console.log(`${candidates.length} images checked against ${budget.maxSide} pixels a side and ${budget.maxPixels / 1e6} megapixels: ${refused} refused by /_next/image.`);
  if (refused > 0) process.exitCode = 1;
});
