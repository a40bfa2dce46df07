/**
 * Joining the pre-encoded parts the services assemble answers from (search pages, cabin lists)
 * before they are encoded and kept (./encoded-answers.ts).
 *
 * A fresh Buffer of ~128 KB or more is a fresh mmap under glibc: every answer paid ~25–40 page
 * faults and an munmap (measured ~100 µs of CPU for one 170 KB search page on the 2-core VM, more
 * than the search itself), and the churn of external memory brought V8's full GCs forward. So large
 * answers are joined in pooled buffers, reused once the answer has been compressed or copied.
 */

const MIN_POOLED = 16 * 1024;
const MAX_POOLED = 4 * 1024 * 1024;
/** Bytes of idle buffers kept for reuse, over every size. */
const KEEP_BYTES = 48 * 1024 * 1024;

/** Idle buffers by capacity (powers of two). */
const idle = new Map<number, Buffer[]>();
let idleBytes = 0;

function take(length: number): Buffer {
  const capacity = 2 ** Math.ceil(Math.log2(length));
  const buffer = idle.get(capacity)?.pop();
  if (!buffer) return Buffer.allocUnsafeSlow(capacity);
  idleBytes -= capacity;
  return buffer;
}

function give(buffer: Buffer): void {
  if (idleBytes + buffer.length > KEEP_BYTES) return;
  let list = idle.get(buffer.length);
  if (!list) {
    list = [];
    idle.set(buffer.length, list);
  }
  list.push(buffer);
  idleBytes += buffer.length;
}

/**
 * Calls `work` with the concatenation of `parts` in a pooled buffer, which is reused once the
 * promise `work` returns has settled: `work` must not keep the bytes (copy or compress them).
 */
export async function withJoinedParts<T>(
  parts: readonly Buffer[],
  work: (joined: Buffer) => Promise<T>,
): Promise<T> {
  let length = 0;
  for (const part of parts) length += part.length;
  if (length < MIN_POOLED || length > MAX_POOLED) return work(Buffer.concat(parts, length));
  const buffer = take(length);
  let offset = 0;
  for (const part of parts) offset += part.copy(buffer, offset);
  try {
    return await work(buffer.subarray(0, length));
  } finally {
    give(buffer);
  }
}
