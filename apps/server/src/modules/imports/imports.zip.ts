import { inflateRawSync } from 'node:zlib';
import type { ImportLimit } from '@tenaga/contracts';

/** What a zip unpacks to, found before any part of it is parsed. */
export type ZipExpansion =
  { readonly ok: true } | { readonly ok: false; readonly limit: ImportLimit } | { readonly ok: false; readonly unreadable: true };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** General-purpose flag: the part's sizes follow its data, in a data descriptor. */
const SIZES_AFTER_DATA = 0x08;
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
 * A part is held only while it is counted. The parts checked must be all the workbook reader meets
 * (`readsAsListed`), or a part only the local headers name would be parsed unchecked.
 */
export function zipExpansion(content: Buffer, limits: { maxUnpackedBytes: number; maxSharedStrings: number }): ZipExpansion {
  const directory = directoryOf(content);
  if (!directory) return { ok: false, unreadable: true };
  if (!readsAsListed(content, directory)) return { ok: false, limit: 'zipLayout' };
  const { entries } = directory;
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

interface Directory {
  readonly entries: readonly DirectoryEntry[];
  /** Where the directory starts, as its end record says. */
  readonly start: number;
  /** Whether the directory's entries run exactly up to its end record. */
  readonly contiguous: boolean;
}

/** The parts the zip's central directory lists, or null when it has none that reads. */
function directoryOf(zip: Buffer): Directory | null {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - END_SEARCH); at -= 1)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  const start = zip.readUInt32LE(end + 16);
  let at = start;
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
  return { entries, start, contiguous: at === end && end + 22 + zip.readUInt16LE(end + 20) === zip.length };
}

/**
 * Whether reading the zip from its first byte, as the streaming workbook reader does (local header
 * after local header, never looking at the directory), meets exactly the parts the directory lists:
 * each local header where the directory says, with the same name and method and the data the
 * directory's size spans, one right after the other up to the directory. Files saved by spreadsheet
 * programs are laid out so; anything else could hide a part that was never checked.
 */
function readsAsListed(zip: Buffer, directory: Directory): boolean {
  if (!directory.contiguous || new Set(directory.entries.map((entry) => entry.name)).size !== directory.entries.length) return false;
  let at = 0;
  for (const entry of [...directory.entries].sort((one, other) => one.offset - other.offset)) {
    if (entry.offset !== at || at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return false;
    const nameLength = zip.readUInt16LE(at + 26);
    if (zip.readUInt16LE(at + 8) !== entry.method || zip.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) return false;
    const compressedSize = zip.readUInt32LE(at + 18);
    const dataStart = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    if (!(zip.readUInt16LE(at + 6) & SIZES_AFTER_DATA) || compressedSize > 0) {
      // The reader takes the local header's size and expects the next header right after the data.
      if (compressedSize !== entry.compressedSize) return false;
      at = dataStart + compressedSize;
    } else {
      // Sizes after the data: the reader takes the data up to the first descriptor signature, then 16 bytes of descriptor.
      if (zip.indexOf(DATA_DESCRIPTOR, dataStart) !== dataStart + entry.compressedSize) return false;
      at = dataStart + entry.compressedSize + 16;
    }
  }
  return at === directory.start;
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
