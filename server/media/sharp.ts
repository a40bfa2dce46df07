/**
 * sharp (libvips), loaded on the first photo it renders or checks: a server whose photos are all
 * in the disk cache already never needs it, and loading it at start-up cost ~10 MB of resident
 * memory before any photo was asked for (docs/performance.md, "Third round").
 */
import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each photo is rendered once and then served from the disk cache: libvips' operation cache
    // (up to 50 MB) would only hold memory, and one libvips thread per render (two renders at a
    // time) keeps the threads' malloc arenas, which never shrink, from multiplying
    // (docs/performance.md, "Memory").
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
