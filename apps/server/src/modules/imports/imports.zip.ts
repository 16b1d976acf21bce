import { inflateRawSync } from 'node:zlib';
import type { ImportLimit } from '@tenaga/contracts';

/** What a zip unpacks to, found before any part of it is parsed. */
export type ZipExpansion =
  { readonly ok: true } | { readonly ok: false; readonly limit: ImportLimit } | { readonly ok: false; readonly unreadable: true };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, then a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** A zip64 size: more than 4 GB, far past any limit. */
const ZIP64 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

/**
 * Unpacks every part of an .xlsx with a cap on what they may add up to (`maxUnpackedBytes`), before
 * the workbook is parsed: the sizes the zip declares are checked first, then each part is inflated
 * with what is left of the cap (a zip may lie about its sizes), and the shared strings are counted.
 * A part is held only while it is counted.
 */
export function zipExpansion(content: Buffer, limits: { maxUnpackedBytes: number; maxSharedStrings: number }): ZipExpansion {
  const entries = directoryEntries(content);
  if (!entries) return { ok: false, unreadable: true };
  let declared = 0;
  for (const entry of entries) {
    if (entry.size === ZIP64 || entry.compressedSize === ZIP64) return { ok: false, limit: 'unpackedBytes' };
    declared += entry.size;
  }
  if (declared > limits.maxUnpackedBytes) return { ok: false, limit: 'unpackedBytes' };
  let left = limits.maxUnpackedBytes;
  for (const entry of entries) {
    const data = entryData(content, entry);
    if (!data) return { ok: false, unreadable: true };
    let unpacked: Buffer;
    if (entry.method === STORED) unpacked = data;
    else if (entry.method === DEFLATED) {
      try {
        // One byte over what is left tells a part past the cap from one that fills it exactly.
        unpacked = inflateRawSync(data, { maxOutputLength: left + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, limit: 'unpackedBytes' };
        return { ok: false, unreadable: true };
      }
    } else return { ok: false, unreadable: true };
    left -= unpacked.length;
    if (left < 0) return { ok: false, limit: 'unpackedBytes' };
    if (/(^|\/)sharedStrings\.xml$/i.test(entry.name) && countOf(unpacked, '<si', limits.maxSharedStrings) > limits.maxSharedStrings)
      return { ok: false, limit: 'sharedStrings' };
  }
  return { ok: true };
}

interface DirectoryEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly offset: number;
}

/** The parts the zip's central directory lists, or null when it has none that reads. */
function directoryEntries(zip: Buffer): DirectoryEntry[] | null {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - END_SEARCH); at -= 1)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: DirectoryEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A part's packed bytes, after its local header. */
function entryData(zip: Buffer, entry: DirectoryEntry): Buffer | null {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) return null;
  return zip.subarray(start, start + entry.compressedSize);
}

/** How often `text` occurs in `data`, counting no further than one past `max`. */
function countOf(data: Buffer, text: string, max: number): number {
  let found = 0;
  for (let at = data.indexOf(text); at >= 0 && found <= max; at = data.indexOf(text, at + text.length)) found += 1;
  return found;
}
