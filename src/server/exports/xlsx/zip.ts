import { Readable, pipeline } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a ZIP archive: its name and its content, produced piece by piece. */
export type ZipEntry = { name: string; content: AsyncIterable<Buffer> | Iterable<Buffer> };

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data (a data descriptor); bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** The largest size a ZIP without ZIP64 records. */
const ZIP32_MAX = 0xffffffff;

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

/** 1980-01-01 00:00 in MS-DOS time and date (entries carry no meaningful time). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(name: Buffer): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(LOCAL_HEADER, 0);
  b.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(DOS_TIME, 10);
  b.writeUInt16LE(DOS_DATE, 12);
  // CRC-32 and sizes (14, 18, 22) are 0 here: they follow the data in the descriptor.
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function dataDescriptor(w: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(DATA_DESCRIPTOR, 0);
  b.writeUInt32LE(w.crc, 4);
  b.writeUInt32LE(w.compressed, 8);
  b.writeUInt32LE(w.size, 12);
  return b;
}

function centralHeader(w: Written): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(CENTRAL_HEADER, 0);
  b.writeUInt16LE(20, 4); // made by: 2.0
  b.writeUInt16LE(20, 6); // needed: 2.0
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(DOS_TIME, 12);
  b.writeUInt16LE(DOS_DATE, 14);
  b.writeUInt32LE(w.crc, 16);
  b.writeUInt32LE(w.compressed, 20);
  b.writeUInt32LE(w.size, 24);
  b.writeUInt16LE(w.name.length, 28);
  // extra (30), comment (32), disk (34), internal (36), external attributes (38) stay 0.
  b.writeUInt32LE(w.offset, 42);
  return Buffer.concat([b, w.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

/**
 * A ZIP archive (deflate, data descriptors, no ZIP64: each file and the whole archive under 4 GiB) as
 * a stream of buffers. Entries are read and compressed one piece at a time as the reader pulls, so an
 * archive of a large export never sits in memory whole.
 */
export async function* zipStream(entries: Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name);
    const w: Written = { name, crc: 0, compressed: 0, size: 0, offset };
    yield header;
    offset += header.length;
    async function* counted() {
      for await (const piece of entry.content) {
        w.crc = crc32(piece, w.crc);
        w.size += piece.length;
        yield piece;
      }
    }
    // pipeline: a failure while reading the content ends the compressed stream with that error.
    const deflated = pipeline(Readable.from(counted()), createDeflateRaw(), () => {});
    for await (const piece of deflated as AsyncIterable<Buffer>) {
      w.compressed += piece.length;
      yield piece;
    }
    offset += w.compressed;
    if (w.size > ZIP32_MAX || offset > ZIP32_MAX) throw new Error('The export is too large for a ZIP file.');
    const descriptor = dataDescriptor(w);
    yield descriptor;
    offset += descriptor.length;
    written.push(w);
  }
  const central = Buffer.concat(written.map(centralHeader));
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}
