/**
 * A whole-list answer, {"items":[...]}, written from the stored JSON documents as the store reads
 * them a batch at a time: a collection of 100,000 objects is never held or serialized whole.
 * Each document is still checked against the contract on its way out (as a one-item list), and
 * the stored text itself is sent. A document that fails the check is never sent: before the first
 * chunk has gone the answer becomes the usual bare 500; after it, the connection is cut.
 */
import { Readable } from 'node:stream';

/** Characters gathered before a write, so a long list is not a million tiny writes. */
const CHUNK_CHARS = 64 * 1024;

export class UnexpectedStoredItem extends Error {}

export class StreamedItems {
  /** `bare`: the answer is a bare array of the documents (a list whose contract says so), not {items}. */
  constructor(
    private readonly docs: AsyncIterable<string>,
    readonly bare = false,
  ) {}

  /** The answer's chunks; `check` sees each parsed document and throws UnexpectedStoredItem through false. */
  async *chunks(check: (doc: unknown) => boolean): AsyncGenerator<string> {
    let chunk = this.bare ? '[' : '{"items":[';
    let first = true;
    for await (const doc of this.docs) {
      if (!check(JSON.parse(doc))) throw new UnexpectedStoredItem('a stored item does not match the contract');
      chunk += first ? doc : `,${doc}`;
      first = false;
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    yield this.bare ? `${chunk}]` : `${chunk}]}`;
  }

  /**
   * The first chunk read (so a bad document among the first is still an ordinary error answer),
   * then a stream of it and the rest.
   */
  async open(check: (doc: unknown) => boolean): Promise<Readable> {
    const chunks = this.chunks(check);
    const first = await chunks.next();
    return Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* chunks;
      })(),
    );
  }
}
