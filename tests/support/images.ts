/** Image files for upload tests, drawn with sharp, and an admin's upload call as the back office makes it. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { storeAnswers } from './documented-answers';

type Rgb = { r: number; g: number; b: number };

export const RED: Rgb = { r: 200, g: 30, b: 30 };
export const BLUE: Rgb = { r: 30, g: 30, b: 200 };

/** A picture of two halves (left and right in different colours), so its orientation can be checked. */
export async function twoToned(width: number, height: number, left: Rgb = RED, right: Rgb = BLUE) {
  const leftHalf = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: left } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: right } }).composite([
    { input: leftHalf, left: 0, top: 0 },
  ]);
}

export async function jpegImage(width: number, height: number): Promise<Buffer> {
  return (await twoToned(width, height)).jpeg({ quality: 85 }).toBuffer();
}

export async function pngImage(width: number, height: number): Promise<Buffer> {
  return (await twoToned(width, height)).png().toBuffer();
}

export async function webpImage(width: number, height: number): Promise<Buffer> {
  return (await twoToned(width, height)).webp().toBuffer();
}

/**
 * A JPEG stored sideways as cameras do: its pixels landscape, its EXIF saying "turn 90°
 * clockwise to show" (orientation 6), with a camera make and a copyright note besides.
 */
export async function sidewaysPhoto(width: number, height: number): Promise<Buffer> {
  const flat = await (await twoToned(width, height)).jpeg().toBuffer();
  return sharp(flat)
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Private photographer' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/**
 * A tiny PNG whose header claims a picture of width × height: decoded, it would need
 * gigabytes (a decompression bomb). Made from a real 1 × 1 PNG with its size rewritten.
 */
export async function pixelBombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), …, CRC (4) over type and data.
  const ihdrType = 12;
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const dataLength = png.readUInt32BE(8);
  png.writeUInt32BE(crc32(png.subarray(ihdrType, ihdrType + 4 + dataLength)) >>> 0, ihdrType + 4 + dataLength);
  return png;
}

export interface UploadResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** POST /api/uploads with one file in the form's `file` field, as the back office sends it. */
export async function uploadImage<T = unknown>(
  url: string,
  file: { bytes: Uint8Array; name?: string; type?: string },
  options: { token?: string; field?: string } = {},
): Promise<UploadResult<T>> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
    file.name ?? 'photo.jpg',
  );
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
  });
  const text = await res.text();
  storeAnswers().check({ method: 'POST', url, status: res.status, contentType: res.headers.get('Content-Type'), text });
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}
