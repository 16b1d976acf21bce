import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip part as deflate data built from pieces: each piece's text repeated, compressed once and its
 * compressed bytes repeated (each piece ends on a full flush, so it reads the same wherever it
 * stands). 400 MB of one character packs to about 400 kB without ever being held unpacked.
 */
export interface ZipPart {
  readonly name: string;
  readonly pieces: readonly { readonly text: string; readonly times?: number }[];
  /** The size the zip says the part unpacks to, when it should lie. */
  readonly declaredSize?: number;
  /** Written as a local entry only, left out of the central directory. */
  readonly hidden?: boolean;
}

export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const chunks: Buffer[] = [];
    let size = 0;
    let crc = 0;
    for (const piece of part.pieces) {
      const text = Buffer.from(piece.text, 'utf8');
      const packed = deflateRawSync(text, { finishFlush: constants.Z_FULL_FLUSH });
      for (let time = 0; time < (piece.times ?? 1); time += 1) {
        chunks.push(packed);
        crc = crc32(text, crc);
        size += text.length;
      }
    }
    // The last block: empty, final.
    chunks.push(Buffer.from([0x03, 0x00]));
    const data = Buffer.concat(chunks);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    if (!part.hidden) directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const listed = parts.filter((part) => !part.hidden).length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const WORKBOOK_PARTS: ZipPart[] = [
  {
    name: '[Content_Types].xml',
    pieces: [
      {
        text:
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
          '</Types>',
      },
    ],
  },
  {
    name: '_rels/.rels',
    pieces: [
      {
        text:
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
          '</Relationships>',
      },
    ],
  },
  {
    name: 'xl/workbook.xml',
    pieces: [
      {
        text:
          '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
    ],
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    pieces: [
      {
        text:
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
          '</Relationships>',
      },
    ],
  },
];

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';
const STRINGS_START = '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/**
 * An .xlsx: its sheet's rows as XML pieces (`<row>…</row>`, repeated as they say), and its
 * shared strings as pieces (`<si>…</si>`).
 */
export function xlsxOf(input: {
  rows: ZipPart['pieces'];
  sharedStrings?: ZipPart['pieces'];
  /** Each part claims to unpack to this many bytes. */
  declaredSize?: number;
}): Buffer {
  const declared = input.declaredSize === undefined ? {} : { declaredSize: input.declaredSize };
  return zipOf([
    ...WORKBOOK_PARTS,
    { name: 'xl/sharedStrings.xml', pieces: [{ text: STRINGS_START }, ...(input.sharedStrings ?? []), { text: '</sst>' }], ...declared },
    { name: 'xl/worksheets/sheet1.xml', pieces: [{ text: SHEET_START }, ...input.rows, { text: SHEET_END }], ...declared },
  ]);
}

/**
 * An .xlsx whose directory lists a small, harmless sheet and shared strings, with `hidden` written
 * before them as local entries the directory does not list (a reader going by the local headers meets it).
 */
export function xlsxHiding(hidden: ZipPart): Buffer {
  return zipOf([
    ...WORKBOOK_PARTS,
    { ...hidden, hidden: true },
    { name: 'xl/sharedStrings.xml', pieces: [{ text: `${STRINGS_START}<si><t>x</t></si></sst>` }] },
    { name: 'xl/worksheets/sheet1.xml', pieces: [{ text: `${SHEET_START}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_END}` }] },
  ]);
}
