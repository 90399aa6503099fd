// @ts-check
/**
 * A child process that draws one screened SVG (stdin) into a PNG (stdout) at the size it is given
 * (argv: width height). It runs apart from the server (svg-raster.ts) so that what librsvg does
 * inside one call, where no timeout of sharp's can stop it, costs this process only: the parent
 * kills it at its deadline, and its memory is capped by the system (RLIMIT_DATA).
 */
import sharp from 'sharp';

const [width, height] = process.argv.slice(2).map(Number);
if (!width || !height) process.exit(2);

// One thread and no cache: this process draws one image and exits.
sharp.concurrency(1);
sharp.cache(false);

/** @type {Buffer[]} */
const chunks = [];
for await (const chunk of process.stdin) chunks.push(/** @type {Buffer} */ (chunk));

try {
  const png = await sharp(Buffer.concat(chunks), { density: 72, limitInputPixels: 4 * width * height })
    // The screened SVG says its own size; this only makes sure of it.
    .resize({ width, height, fit: 'inside' })
    .png()
    .timeout({ seconds: 4 })
    .toBuffer();
  process.stdout.write(png);
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
