/**
 * After `react-router build`: writes .br and .gz beside every text asset in
 * build/client/assets at maximum compression, so the server sends them without
 * compressing on each request (hashed files never change).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client/assets');
const TEXT = /\.(js|mjs|css|svg|json|html|txt)$/;

const files = (await fs.readdir(dir)).filter((f) => TEXT.test(f));
await Promise.all(
  files.map(async (file) => {
    const data = await fs.readFile(path.join(dir, file));
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(data, { level: 9 }),
    ]);
    await fs.writeFile(path.join(dir, `${file}.br`), br);
    await fs.writeFile(path.join(dir, `${file}.gz`), gz);
  }),
);
console.log(`precompressed ${files.length} assets`);
